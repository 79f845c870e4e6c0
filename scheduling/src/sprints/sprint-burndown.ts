import { daysBetween, type DayKey } from '../dates/day-key.js';
import type { HolidayCalendar } from '../calendar/holiday-calendar.js';
import { memberDay } from '../schedule/member-day.js';
import type { WeeklySchedule } from '../schedule/weekly-schedule.js';

/** A task planned in a sprint: its estimate (0 without one) and the day it finished, in the workspace's zone. */
export interface SprintTaskProgress {
  estimateMinutes: number;
  finishedOn: DayKey | null;
}

export interface BurndownPoint {
  date: DayKey;
  remainingMinutes: number;
}

export interface SprintBurndown {
  committedMinutes: number;
  /** Estimates of the tasks finished by the sprint's last day. */
  doneMinutes: number;
  /** Remaining work at the end of each working day up to `today` (or the sprint's end). */
  actual: BurndownPoint[];
  /** The even pace: the committed work falls by the same share on each working day, to 0 on the last. */
  ideal: BurndownPoint[];
}

/** The working days of a sprint for the workspace: its default schedule's hours and its holiday calendar. */
/** A task counts as done by a day when it was finished on or before it (days in the workspace zone). */
export function isDoneBy(finishedOn: DayKey | null, day: DayKey): boolean {
  return finishedOn !== null && finishedOn <= day;
}

export function sprintWorkingDays(startsOn: DayKey, endsOn: DayKey, schedule: WeeklySchedule, calendar: HolidayCalendar): DayKey[] {
  return [...daysBetween(startsOn, endsOn)].filter((day) => memberDay(schedule, calendar, [], day).working);
}

/** A sprint's committed and done work and its burndown, actual and ideal, over its working days only. */
export function sprintBurndown(workingDays: readonly DayKey[], endsOn: DayKey, tasks: readonly SprintTaskProgress[], today: DayKey): SprintBurndown {
  const committedMinutes = tasks.reduce((sum, task) => sum + task.estimateMinutes, 0);
  const doneBy = (day: DayKey) => tasks.reduce((sum, task) => sum + (isDoneBy(task.finishedOn, day) ? task.estimateMinutes : 0), 0);
  const actual = workingDays.filter((day) => day <= today).map((date) => ({ date, remainingMinutes: committedMinutes - doneBy(date) }));
  const count = workingDays.length;
  const ideal = workingDays.map((date, index) => ({ date, remainingMinutes: Math.round((committedMinutes * (count - 1 - index)) / count) }));
  return { committedMinutes, doneMinutes: doneBy(endsOn), actual, ideal };
}
