import { intervalProblems, minuteOfDay, type IntervalProblem } from '@stepwise/contracts/rules';
import { WEEKDAYS, type Weekday } from '../dates/day-key.js';

export { minuteOfDay };

/** A working interval of a day, local wall time: `["09:00", "13:00"]`. */
export type TimeRange = readonly [string, string];

/** A member's week: for each weekday zero or more intervals, in their IANA time zone. */
export interface WeeklySchedule {
  time_zone: string;
  week: Readonly<Record<Weekday, readonly TimeRange[]>>;
}

/** Monday to Friday, 09:00–18:00 with a one-hour break: what a new member starts with. */
export function defaultWeeklySchedule(timeZone: string): WeeklySchedule {
  const day: TimeRange[] = [
    ['09:00', '13:00'],
    ['14:00', '18:00'],
  ];
  return { time_zone: timeZone, week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] } };
}

export type ScheduleProblem = { day: Weekday; index: number; problem: IntervalProblem };

/** What is wrong with a week's intervals (HH:MM, start before end, in order and not overlapping). */
export function scheduleProblems(schedule: WeeklySchedule): ScheduleProblem[] {
  return WEEKDAYS.flatMap((day) => [...intervalProblems(schedule.week[day] ?? [])].map(([index, problem]) => ({ day, index, problem })));
}

/** Minutes of work in a weekday's intervals. */
export function scheduledMinutes(ranges: readonly TimeRange[]): number {
  return ranges.reduce((sum, [start, end]) => sum + minuteOfDay(end) - minuteOfDay(start), 0);
}

/**
 * The hours a member works on an extra working day (a working Saturday, a workspace working day on
 * a weekend) whose weekday has no hours in their week: their Monday hours, or their first weekday
 * with hours when Monday is empty.
 */
export function extraWorkingDayRanges(schedule: WeeklySchedule): readonly TimeRange[] {
  for (const day of WEEKDAYS.slice(0, 5)) if ((schedule.week[day] ?? []).length > 0) return schedule.week[day];
  return [];
}
