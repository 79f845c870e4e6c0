/** A calendar date without a time zone, `YYYY-MM-DD`. */
export type DayKey = string;

const DAY_MS = 86_400_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Walks convert the same few hundred dates back and forth many times: both directions are kept.
const epochDays = new Map<DayKey, number>();
const dayKeys = new Map<number, DayKey>();

/** Days since 1970-01-01 of a date; throws on anything that is not a real `YYYY-MM-DD` date. */
export function epochDay(day: DayKey): number {
  const known = epochDays.get(day);
  if (known !== undefined) return known;
  const value = parseEpochDay(day);
  epochDays.set(day, value);
  return value;
}

function parseEpochDay(day: DayKey): number {
  const match = DAY_KEY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  // Date.UTC reads years 0–99 as 1900–1999: 0001-01-01 would silently become 1901-01-01.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) throw new RangeError(`no such date: ${day}`);
  return ms / DAY_MS;
}

export function isDayKey(value: string): boolean {
  try {
    epochDay(value);
    return true;
  } catch {
    return false;
  }
}

export function dayOfEpoch(days: number): DayKey {
  let key = dayKeys.get(days);
  if (key === undefined) {
    key = new Date(days * DAY_MS).toISOString().slice(0, 10);
    dayKeys.set(days, key);
  }
  return key;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/** `Date#toISOString` for an instant in ms, without a Date per call (forecasts format tens of thousands). */
export function isoInstant(exact: number): string {
  // A Date keeps whole milliseconds, truncated toward zero: so does this.
  const instant = Math.trunc(exact);
  const days = Math.floor(instant / DAY_MS);
  if (days < -719_162 || days > 2_932_896) return new Date(instant).toISOString();
  let rest = instant - days * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${dayOfEpoch(days)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}

export function addDays(day: DayKey, days: number): DayKey {
  return dayOfEpoch(epochDay(day) + days);
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: DayKey): number {
  return (((epochDay(day) + 3) % 7) + 7) % 7;
}

export { WEEKDAYS, type Weekday } from '@stepwise/contracts/rules';

/** Every day from `from` to `to`, both included. */
export function* daysBetween(from: DayKey, to: DayKey): Generator<DayKey> {
  const last = epochDay(to);
  for (let day = epochDay(from); day <= last; day++) yield dayOfEpoch(day);
}
