import { ISO_WEEK_PATTERN } from '@stepwise/contracts/rules';

const DAY_MS = 86_400_000;
const WEEK = new RegExp(ISO_WEEK_PATTERN);

function utcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The ISO week (`2026-W48`) a calendar date `YYYY-MM-DD` belongs to: the week of its Thursday. */
export function isoWeekOf(day: string): string {
  const date = utcDate(day);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of an ISO week, `YYYY-MM-DD`. */
export function mondayOf(week: string): string {
  const [year, number] = week.split('-W').map(Number);
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7;
  return dayKey(new Date(january4 + ((number - 1) * 7 - weekday) * DAY_MS));
}

/** The seven dates of a week, Monday to Sunday. */
export function daysOfWeek(week: string): string[] {
  const monday = utcDate(mondayOf(week)).getTime();
  return Array.from({ length: 7 }, (_, index) => dayKey(new Date(monday + index * DAY_MS)));
}

/** The week `weeks` weeks after (before, when negative) the given one. */
export function shiftWeek(week: string, weeks: number): string {
  return isoWeekOf(dayKey(new Date(utcDate(mondayOf(week)).getTime() + weeks * 7 * DAY_MS)));
}

/** A week from the address (`?week=`), or null when absent or not a real ISO week. */
export function parseWeek(value: string | null): string | null {
  if (value === null || !WEEK.test(value)) return null;
  return isoWeekOf(mondayOf(value)) === value ? value : null;
}
