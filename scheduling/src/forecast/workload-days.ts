import type { HolidayCalendar } from '../calendar/holiday-calendar.js';
import { addDays, type DayKey } from '../dates/day-key.js';
import { instantOfLocal } from '../dates/zone-clock.js';
import { memberDay, type DayOff, type MemberDay } from '../schedule/member-day.js';
import type { WeeklySchedule } from '../schedule/weekly-schedule.js';
import type { TaskSpan } from './forecast.js';

const MINUTE_MS = 60_000;

/** A task's working minutes on one day. */
export interface DayPiece {
  taskId: number;
  minutes: number;
}

/** One day of a member's workload: their working time (capacity) and the work placed in it. */
export interface WorkloadDayResult {
  day: MemberDay;
  /** Minutes of working time the day has (after holidays, shortening and days off). */
  capacityMinutes: number;
  /** Each task's whole minutes that day, in the order of `spans`; planned = their sum. */
  pieces: DayPiece[];
  plannedMinutes: number;
}

/**
 * A member's days from `from` to `to` (local dates in their zone): each day's working minutes, and
 * how many of them each task span covers. Spans come from the forecast walk (forecastSpans), so
 * they lie in working time and do not overlap; a span's minutes are the working time it covers
 * that day, rounded to whole minutes.
 */
export function workloadDays(
  schedule: WeeklySchedule,
  calendar: HolidayCalendar,
  daysOff: readonly DayOff[],
  from: DayKey,
  to: DayKey,
  spans: readonly TaskSpan[],
): WorkloadDayResult[] {
  const zone = schedule.time_zone;
  const rangeStart = instantOfLocal(zone, from, 0);
  const rangeEnd = instantOfLocal(zone, addDays(to, 1), 0);
  const inRange = spans.filter((span) => span.finish > rangeStart && span.start < rangeEnd);
  const days: WorkloadDayResult[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = memberDay(schedule, calendar, daysOff, date);
    const intervals = day.intervals.map(([start, end]) => [instantOfLocal(zone, date, start), instantOfLocal(zone, date, end)] as const);
    const pieces: DayPiece[] = [];
    if (intervals.length > 0) {
      const [dayStart, dayEnd] = [intervals[0]![0], intervals[intervals.length - 1]![1]];
      for (const span of inRange) {
        if (span.finish <= dayStart || span.start >= dayEnd) continue;
        let covered = 0;
        for (const [start, end] of intervals) covered += Math.max(0, Math.min(end, span.finish) - Math.max(start, span.start));
        const minutes = Math.round(covered / MINUTE_MS);
        if (minutes > 0) pieces.push({ taskId: span.taskId, minutes });
      }
    }
    days.push({ day, capacityMinutes: day.minutes, pieces, plannedMinutes: pieces.reduce((sum, piece) => sum + piece.minutes, 0) });
  }
  return days;
}
