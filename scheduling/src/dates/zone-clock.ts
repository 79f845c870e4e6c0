import { tzOffset } from '@date-fns/tz';
import { addDays, epochDay, dayOfEpoch, type DayKey } from './day-key.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Offsets from UTC, in minutes, at the start and at the end of a local day. */
interface DayOffsets {
  start: number;
  end: number;
}

// A zone's offsets change at most a few times a year; members share a handful of zones, so the
// per-day answers are kept for the life of the process (a few hundred entries per zone and year).
const dayOffsets = new Map<string, DayOffsets>();

function offsetAt(timeZone: string, instant: number): number {
  const offset = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(offset)) throw new RangeError(`unknown time zone: ${timeZone}`);
  return offset;
}

/** The instant of a local wall time (`minute` after local midnight of `day`) in `timeZone`. */
function resolveLocal(timeZone: string, localMs: number): number {
  const first = offsetAt(timeZone, localMs);
  const guess = localMs - first * MINUTE_MS;
  const second = offsetAt(timeZone, guess);
  if (second === first) return guess;
  const retry = localMs - second * MINUTE_MS;
  const third = offsetAt(timeZone, retry);
  if (third === second) return retry;
  // The wall time falls in a gap (clocks jumped forward): use the offset before the jump, which
  // lands just as far after the gap as the wall time was into it.
  return localMs - Math.min(second, third) * MINUTE_MS;
}

function offsetsOf(timeZone: string, day: DayKey): DayOffsets {
  const key = `${timeZone}|${day}`;
  let cached = dayOffsets.get(key);
  if (!cached) {
    const midnight = epochDay(day) * DAY_MS;
    const start = (midnight - resolveLocal(timeZone, midnight)) / MINUTE_MS;
    const end = (midnight + DAY_MS - resolveLocal(timeZone, midnight + DAY_MS)) / MINUTE_MS;
    cached = { start, end };
    dayOffsets.set(key, cached);
  }
  return cached;
}

/**
 * The UTC instant (ms) of `minute` minutes after local midnight of `day` in an IANA time zone.
 * On the days a zone changes its offset, each wall time is resolved on its own; a wall time that
 * does not exist (skipped by a jump forward) moves forward by the jump, and one that occurs twice
 * takes the later occurrence.
 */
export function instantOfLocal(timeZone: string, day: DayKey, minute: number): number {
  const localMs = epochDay(day) * DAY_MS + minute * MINUTE_MS;
  const offsets = offsetsOf(timeZone, day);
  if (offsets.start === offsets.end) return localMs - offsets.start * MINUTE_MS;
  return resolveLocal(timeZone, localMs);
}

/**
 * The local midnights bounding consecutive `days` in an IANA time zone: the first instant (ms) of
 * each day, then of the day after the last, one more than there are days. Day `i` is
 * [midnights[i], midnights[i + 1]), 23 or 25 hours on the days the zone changes its offset.
 */
export function midnightsOf(timeZone: string, days: readonly DayKey[]): number[] {
  if (days.length === 0) return [];
  return [...days, addDays(days[days.length - 1]!, 1)].map((day) => instantOfLocal(timeZone, day, 0));
}

/** The local date of an instant in an IANA time zone. */
export function localDayOf(timeZone: string, instant: number): DayKey {
  return dayOfEpoch(Math.floor((instant + offsetAt(timeZone, instant) * MINUTE_MS) / DAY_MS));
}

/** The wall-clock minute of an instant in an IANA time zone (0 = local midnight), the day being `localDayOf`'s. */
export function localMinuteOf(timeZone: string, instant: number): number {
  const local = instant + offsetAt(timeZone, instant) * MINUTE_MS;
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** One rule for time zones across the product: an IANA name this runtime knows, never a fixed offset. */
export { isTimeZone } from '@stepwise/contracts/rules';
