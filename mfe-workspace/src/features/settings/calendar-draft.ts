import type { CalendarBody } from '@stepwise/contracts';
import { isSupportedDate } from '@stepwise/contracts/rules';

/** The workspace's own lists: extra holidays, extra working days. */
export type OwnDaysList = 'holidays' | 'working_days';

/** Why a day cannot join a list: not a supported date, already there, or in the other list (the API refuses a day in both). */
export type OwnDayProblem = 'invalid' | 'duplicate' | 'inOtherList';

const OTHER: Record<OwnDaysList, OwnDaysList> = { holidays: 'working_days', working_days: 'holidays' };

/** The calendar with `date` added to `list` (kept in date order), or why it cannot be. */
export function addOwnDay(calendar: CalendarBody, list: OwnDaysList, date: string): { calendar: CalendarBody } | { problem: OwnDayProblem } {
  if (!isSupportedDate(date)) return { problem: 'invalid' };
  if (calendar[list].includes(date)) return { problem: 'duplicate' };
  if (calendar[OTHER[list]].includes(date)) return { problem: 'inOtherList' };
  return { calendar: { ...calendar, [list]: [...calendar[list], date].sort() } };
}

export function removeOwnDay(calendar: CalendarBody, list: OwnDaysList, date: string): CalendarBody {
  return { ...calendar, [list]: calendar[list].filter((day) => day !== date) };
}

/** Whether two calendars say the same (the lists' order aside). */
export function sameCalendar(a: CalendarBody, b: CalendarBody): boolean {
  const key = (calendar: CalendarBody) => JSON.stringify([calendar.country, [...calendar.holidays].sort(), [...calendar.working_days].sort()]);
  return key(a) === key(b);
}
