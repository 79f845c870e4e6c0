import type { HolidayCalendar } from '../calendar/holiday-calendar.js';
import { addDays, type DayKey } from '../dates/day-key.js';
import { instantOfLocal } from '../dates/zone-clock.js';
import { memberDay, type DayOff, type MemberDay } from '../schedule/member-day.js';
import type { WeeklySchedule } from '../schedule/weekly-schedule.js';
import type { TaskSpan } from './forecast.js';

const MINUTE_MS = 60_000;
/** Members' working weeks whose days are kept (a server answers the board for many workspaces). */
const CACHED_WEEKS = 2_000;
/** Days kept per working week before they are built afresh. */
const CACHED_DAYS = 1_000;

interface WorkingDay {
  day: MemberDay;
  /** The day's working intervals as UTC instants (ms). */
  intervals: ReadonlyArray<readonly [number, number]>;
}

// A day's working time depends only on the hours, the days off and the calendar: building it takes
// the zone's arithmetic, so the days are kept per working week, like the forecast's timelines.
const weeks = new Map<string, Map<DayKey, WorkingDay>>();

function daysOf(schedule: WeeklySchedule, calendar: HolidayCalendar, daysOff: readonly DayOff[]): Map<DayKey, WorkingDay> {
  const key = JSON.stringify([schedule, daysOff, calendar.settings]);
  let days = weeks.get(key);
  if (days) weeks.delete(key);
  else days = new Map();
  if (days.size > CACHED_DAYS) days.clear();
  weeks.set(key, days);
  if (weeks.size > CACHED_WEEKS) weeks.delete(weeks.keys().next().value!);
  return days;
}

function workingDay(schedule: WeeklySchedule, calendar: HolidayCalendar, daysOff: readonly DayOff[], date: DayKey, kept: Map<DayKey, WorkingDay>): WorkingDay {
  let found = kept.get(date);
  if (!found) {
    const day = memberDay(schedule, calendar, daysOff, date);
    const zone = schedule.time_zone;
    found = { day, intervals: day.intervals.map(([start, end]) => [instantOfLocal(zone, date, start), instantOfLocal(zone, date, end)] as const) };
    kept.set(date, found);
  }
  return found;
}

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
  const kept = daysOf(schedule, calendar, daysOff);
  const days: WorkloadDayResult[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const { day, intervals } = workingDay(schedule, calendar, daysOff, date, kept);
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
