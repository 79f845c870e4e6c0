import { WEEKDAYS, type Weekday } from '../dates/day-key.js';

/** A working interval of a day, local wall time: `["09:00", "13:00"]`. */
export type TimeRange = readonly [string, string];

/** A member's week: for each weekday zero or more intervals, in their IANA time zone. */
export interface WeeklySchedule {
  time_zone: string;
  week: Readonly<Record<Weekday, readonly TimeRange[]>>;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function minuteOfDay(time: string): number {
  if (!TIME.test(time)) throw new RangeError(`not an HH:MM time: ${time}`);
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Monday to Friday, 09:00–18:00 with a one-hour break: what a new member starts with. */
export function defaultWeeklySchedule(timeZone: string): WeeklySchedule {
  const day: TimeRange[] = [
    ['09:00', '13:00'],
    ['14:00', '18:00'],
  ];
  return { time_zone: timeZone, week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] } };
}

export type ScheduleProblem = { day: Weekday; index: number; problem: 'format' | 'empty' | 'overlap' };

/** What is wrong with a week's intervals (HH:MM, start before end, in order and not overlapping). */
export function scheduleProblems(schedule: WeeklySchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  for (const day of WEEKDAYS) {
    let previousEnd = -1;
    (schedule.week[day] ?? []).forEach(([start, end], index) => {
      if (!TIME.test(start) || !TIME.test(end) || start === '24:00') return problems.push({ day, index, problem: 'format' });
      const [from, to] = [minuteOfDay(start), minuteOfDay(end)];
      if (to <= from) return problems.push({ day, index, problem: 'empty' });
      if (from < previousEnd) return problems.push({ day, index, problem: 'overlap' });
      previousEnd = to;
      return undefined;
    });
  }
  return problems;
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
