import { addDays, dayOfEpoch, epochDay, weekdayOf, type DayKey } from './day-key.js';

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** Monday of ISO week 1 of a year: the week holding 4 January. */
function firstMonday(year: number): DayKey {
  const january4 = `${String(year).padStart(4, '0')}-01-04`;
  return addDays(january4, -weekdayOf(january4));
}

/** The Monday of an ISO week `YYYY-Www`; undefined for anything else, or a week 53 the year does not have. */
export function mondayOfIsoWeek(week: string): DayKey | undefined {
  const match = ISO_WEEK.exec(week);
  if (!match) return undefined;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (number < 1 || number > 53) return undefined;
  const monday = addDays(firstMonday(year), 7 * (number - 1));
  return isoWeekOf(monday) === week ? monday : undefined;
}

/** The ISO week `YYYY-Www` a day belongs to (its Thursday decides the year). */
export function isoWeekOf(day: DayKey): string {
  const thursday = dayOfEpoch(epochDay(day) - weekdayOf(day) + 3);
  const year = Number(thursday.slice(0, 4));
  const number = (epochDay(thursday) - epochDay(firstMonday(year))) / 7 + 1;
  return `${thursday.slice(0, 4)}-W${String(Math.floor(number)).padStart(2, '0')}`;
}
