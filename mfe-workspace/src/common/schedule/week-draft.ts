import type { ScheduleBody, ScheduleResponse } from '@stepwise/contracts';
import { intervalProblems, minuteOfDay, SCHEDULE_DAY_MAX_INTERVALS, WEEKDAYS, type IntervalProblem, type Weekday } from '@stepwise/contracts/rules';

export { WEEKDAYS, type Weekday };

/** One interval as the editor holds it: what the time inputs show (`00:00` ends at midnight, `''` while incomplete). */
export type DraftInterval = [start: string, end: string];

export interface WeekDraft {
  timeZone: string;
  week: Record<Weekday, DraftInterval[]>;
}

/** Why an interval cannot be saved; the API refuses the same ones (`week.<day>.<index>`). */
export type IntervalIssue = IntervalProblem;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 24 * 60;

export const MAX_DAY_INTERVALS = SCHEDULE_DAY_MAX_INTERVALS;

function timeOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A time input cannot hold 24:00: an end of 00:00 is midnight at the day's end. */
function endOf(end: string): string {
  return end === '00:00' ? '24:00' : end;
}

function endMinuteOf(end: string): number {
  return minuteOfDay(endOf(end));
}

export function draftOf(schedule: ScheduleResponse): WeekDraft {
  const week = {} as Record<Weekday, DraftInterval[]>;
  for (const day of WEEKDAYS) week[day] = schedule.week[day].map(([start, end]) => [start, end === '24:00' ? '00:00' : end]);
  return { timeZone: schedule.time_zone, week };
}

export function bodyOf(draft: WeekDraft): ScheduleBody {
  const week = {} as ScheduleBody['week'];
  for (const day of WEEKDAYS) week[day] = draft.week[day].map(([start, end]) => [start, endOf(end)]);
  return { time_zone: draft.timeZone.trim(), week };
}

export function sameDraft(a: WeekDraft, b: WeekDraft): boolean {
  return JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
}

/** What is wrong with each interval of a day, by index (start before end, in order, not overlapping). */
export function dayIssues(intervals: readonly DraftInterval[]): Map<number, IntervalIssue> {
  return intervalProblems(intervals.map(([start, end]) => [start, TIME.test(end) ? endOf(end) : end] as const));
}

/** Every issue of the week, keyed like the API's fields (`week.mon.0`). */
export function weekIssues(draft: WeekDraft): Map<string, IntervalIssue> {
  const issues = new Map<string, IntervalIssue>();
  for (const day of WEEKDAYS) for (const [index, issue] of dayIssues(draft.week[day])) issues.set(`week.${day}.${index}`, issue);
  return issues;
}

/** Scheduled minutes of a week, counting only the intervals that can be saved. */
export function weekMinutes(draft: WeekDraft): number {
  let total = 0;
  for (const day of WEEKDAYS) {
    const issues = dayIssues(draft.week[day]);
    draft.week[day].forEach(([start, end], index) => {
      if (!issues.has(index)) total += endMinuteOf(end) - minuteOfDay(start);
    });
  }
  return total;
}

/** The interval "Add" appends: an hour after the day's last one ends, two hours long (09:00–13:00 on an empty day). */
export function nextInterval(intervals: readonly DraftInterval[]): DraftInterval {
  const last = intervals.at(-1);
  if (!last || !TIME.test(last[1])) return ['09:00', '13:00'];
  const start = Math.min(endMinuteOf(last[1]) + 60, MINUTES_PER_DAY - 60);
  return [timeOf(start), timeOf(Math.min(start + 120, MINUTES_PER_DAY) % MINUTES_PER_DAY)];
}

/** Monday's hours on Tuesday to Friday. */
export function copyMondayToWeekdays(draft: WeekDraft): WeekDraft {
  const monday = draft.week.mon;
  return { ...draft, week: { ...draft.week, tue: monday.map(copy), wed: monday.map(copy), thu: monday.map(copy), fri: monday.map(copy) } };
}

function copy(interval: DraftInterval): DraftInterval {
  return [interval[0], interval[1]];
}

export function withDay(draft: WeekDraft, day: Weekday, intervals: DraftInterval[]): WeekDraft {
  return { ...draft, week: { ...draft.week, [day]: intervals } };
}
