import { localDayOf } from '@stepwise/scheduling';

/**
 * The zone "today" is counted in for a task's status. Users carry no time zone yet, so every member
 * sees the dates of the product's home zone; when they do, the requesting member's zone goes here.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** The calendar date (`YYYY-MM-DD`) at the instant `now` in the workspace, as its status rule reads it. */
export function workspaceToday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return localDayOf(timeZone, now.getTime());
}
