import { addDays, type DayKey } from '../dates/day-key.js';
import { instantOfLocal } from '../dates/zone-clock.js';

export const RISKS = ['on_track', 'at_risk', 'late', 'overdue'] as const;
export type Risk = (typeof RISKS)[number];

/**
 * A due date is the end of that day in the assignee's time zone (`today` is their local date): `overdue` once the day has passed,
 * `late` when the P50 finish is after it, `at_risk` when only the P85 is, `on_track` otherwise.
 */
export function riskOf(dueOn: DayKey, timeZone: string, today: DayKey, finishP50: number, finishP85: number): Risk {
  if (today > dueOn) return 'overdue';
  const dueEnd = instantOfLocal(timeZone, addDays(dueOn, 1), 0);
  if (finishP50 > dueEnd) return 'late';
  if (finishP85 > dueEnd) return 'at_risk';
  return 'on_track';
}
