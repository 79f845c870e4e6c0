import { addDays, type DayKey } from '../dates/day-key.js';
import { instantOfLocal, localDayOf } from '../dates/zone-clock.js';
import type { HolidayCalendar } from '../calendar/holiday-calendar.js';
import { memberDay, type DayOff } from './member-day.js';
import type { WeeklySchedule } from './weekly-schedule.js';

const MINUTE_MS = 60_000;
/** How far ahead a walk looks for working time before it gives up (a schedule with no hours). */
export const HORIZON_DAYS = 3 * 366;

export interface WalkResult {
  /** The first working instant at or after the cursor: when the work starts. */
  start: number;
  /** When the work is done. */
  finish: number;
}

/**
 * A member's working time as UTC intervals, built day by day in their time zone on demand and kept,
 * so walking a queue of tasks touches each day once.
 */
export class WorkingTimeline {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private nextDay: DayKey;
  private readonly lastDay: DayKey;

  constructor(
    private readonly schedule: WeeklySchedule,
    private readonly calendar: HolidayCalendar,
    private readonly daysOff: readonly DayOff[],
    from: number,
  ) {
    // The day before the cursor's local date, so intervals that cross midnight in UTC are all seen.
    this.nextDay = addDays(localDayOf(schedule.time_zone, from), -1);
    this.lastDay = addDays(this.nextDay, HORIZON_DAYS);
  }

  /** Adds the next local day's intervals; false once past the horizon. */
  private extend(): boolean {
    if (this.nextDay > this.lastDay) return false;
    const day = memberDay(this.schedule, this.calendar, this.daysOff, this.nextDay);
    for (const [start, end] of day.intervals) {
      this.starts.push(instantOfLocal(this.schedule.time_zone, day.date, start));
      this.ends.push(instantOfLocal(this.schedule.time_zone, day.date, end));
    }
    this.nextDay = addDays(this.nextDay, 1);
    return true;
  }

  /** Index of the first interval that ends after `instant`, extending as needed; -1 past the horizon. */
  intervalAfter(instant: number, fromIndex: number): number {
    let index = fromIndex;
    for (;;) {
      while (index < this.ends.length && this.ends[index] <= instant) index++;
      if (index < this.ends.length) return index;
      if (!this.extend()) return -1;
    }
  }

  /**
   * Walks `workMinutes` of work from `cursor` through working time, scheduled minutes counting at
   * `focus` (0–1] each. Null when the horizon holds too little working time. `hint` keeps the
   * position of a walker that only moves forward (a queue), so it never searches from the start.
   */
  walk(cursor: number, workMinutes: number, focus = 1, hint: { index: number } = { index: 0 }): WalkResult | null {
    if (hint.index > 0 && this.ends[hint.index - 1] > cursor) hint.index = 0;
    let index = this.intervalAfter(cursor, hint.index);
    if (index < 0) return null;
    hint.index = index;
    const start = Math.max(cursor, this.starts[index]);
    let left = (workMinutes / focus) * MINUTE_MS;
    let at = start;
    for (;;) {
      const available = this.ends[index] - at;
      if (left <= available) return { start, finish: at + left };
      left -= available;
      index = this.intervalAfter(this.ends[index], index + 1);
      if (index < 0) return null;
      at = this.starts[index];
    }
  }

  /** Working minutes between two instants (0 when `to` is not after `from`). */
  minutesBetween(from: number, to: number): number {
    if (to <= from) return 0;
    let total = 0;
    let index = this.intervalAfter(from, 0);
    while (index >= 0 && this.starts[index] < to) {
      total += Math.min(to, this.ends[index]) - Math.max(from, this.starts[index]);
      index = this.intervalAfter(this.ends[index], index + 1);
    }
    return total / MINUTE_MS;
  }
}

// Timelines depend only on a member's hours, days off, the calendar and the first day: a server
// recomputing forecasts all day keeps them, and every walk reuses the days already built.
const TIMELINE_CACHE_SIZE = 2_000;
const timelines = new Map<string, WorkingTimeline>();

/** The member's timeline from the local day of `from`, shared between computations. */
export function timelineFor(schedule: WeeklySchedule, calendar: HolidayCalendar, daysOff: readonly DayOff[], from: number): WorkingTimeline {
  const key = JSON.stringify([schedule, daysOff, calendar.settings, localDayOf(schedule.time_zone, from)]);
  let timeline = timelines.get(key);
  if (!timeline) {
    timeline = new WorkingTimeline(schedule, calendar, daysOff, from);
    if (timelines.size >= TIMELINE_CACHE_SIZE) timelines.delete(timelines.keys().next().value!);
    timelines.set(key, timeline);
  }
  return timeline;
}
