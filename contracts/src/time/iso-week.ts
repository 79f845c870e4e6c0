import { ISO_WEEK_PATTERN } from './time-entry-limits.js';

// ISO weeks (`2026-W48`, Monday to Sunday, the year decided by the week's Thursday). Calendar
// dates are `YYYY-MM-DD`, computed on UTC midnights so no zone can shift them.
const DAY_MS = 86_400_000;
const WEEK = new RegExp(ISO_WEEK_PATTERN);

const utcMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekdayIndex = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

/** The ISO week a calendar date belongs to. */
export function isoWeekOf(day: string): string {
  const ms = utcMs(day);
  const thursday = ms + (3 - weekdayIndex(ms)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const number = 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return `${String(year).padStart(4, '0')}-W${String(number).padStart(2, '0')}`;
}

/** The Monday of an ISO week; undefined for anything else, or a week 53 the year does not have. */
export function mondayOfIsoWeek(week: string | null | undefined): string | undefined {
  if (!week || !WEEK.test(week)) return undefined;
  const [year, number] = week.split('-W').map(Number) as [number, number];
  const january4 = Date.UTC(year, 0, 4);
  const monday = dayOf(january4 + ((number - 1) * 7 - weekdayIndex(january4)) * DAY_MS);
  return isoWeekOf(monday) === week ? monday : undefined;
}

/** The seven dates of a valid ISO week, Monday to Sunday. */
export function daysOfIsoWeek(week: string): string[] {
  const monday = utcMs(mondayOfIsoWeek(week) ?? '');
  return Array.from({ length: 7 }, (_, index) => dayOf(monday + index * DAY_MS));
}

/** The week `weeks` weeks after a valid ISO week (before, when negative). */
export function shiftIsoWeek(week: string, weeks: number): string {
  return isoWeekOf(dayOf(utcMs(mondayOfIsoWeek(week) ?? '') + weeks * 7 * DAY_MS));
}
