import { daysOfIsoWeek, mondayOfIsoWeek } from '../time/iso-week.js';
import { isCalendarDate } from '../work/calendar-date.js';

/**
 * The dates and instants the product works with. Anything outside is refused by validation: the
 * calendars, schedules and reports are defined for these years only, and a year such as 0000 or 9999
 * would otherwise reach date arithmetic and the database (where it fails or wraps to another century).
 */
export const SUPPORTED_DATE_MIN = '1970-01-01';
export const SUPPORTED_DATE_MAX = '2099-12-31';

/** The same bounds as instants (UTC): from the first moment of the first day to the last of the last. */
export const SUPPORTED_INSTANT_MIN_MS = Date.UTC(1970, 0, 1);
export const SUPPORTED_INSTANT_MAX_MS = Date.UTC(2100, 0, 1) - 1;

/** Whether a `YYYY-MM-DD` string names an existing day within the supported range. */
export function isSupportedDate(value: string): boolean {
  return isCalendarDate(value) && value >= SUPPORTED_DATE_MIN && value <= SUPPORTED_DATE_MAX;
}

/** Whether an instant (ms since the epoch) lies within the supported range. */
export function isSupportedInstantMs(ms: number): boolean {
  return Number.isFinite(ms) && ms >= SUPPORTED_INSTANT_MIN_MS && ms <= SUPPORTED_INSTANT_MAX_MS;
}

/**
 * Whether an RFC 3339 date-time (`2026-12-07T10:00:00Z`, `…+03:00`) names an existing instant within the
 * supported range. The offset is at most ±23:59; the date part must be a real calendar day.
 */
export function isSupportedInstant(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return false;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (hours > 23 || minutes > 59 || seconds > 60) return false;
  if (match[7] !== undefined && (Number(match[7]) > 23 || Number(match[8]) > 59)) return false;
  return isSupportedInstantMs(Date.parse(value.replace(' ', 'T')));
}

/** Whether an ISO week (`2026-W48`) exists and each of its seven days is a supported date. */
export function isSupportedIsoWeek(value: string): boolean {
  if (mondayOfIsoWeek(value) === undefined) return false;
  const days = daysOfIsoWeek(value);
  return isSupportedDate(days[0]!) && isSupportedDate(days[6]!);
}
