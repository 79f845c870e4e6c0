export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const STEPS: Array<[RelativeUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/** How long ago (negative) an instant was, in the largest unit that keeps it at least 1. */
export function relativeTime(instant: string, now: number = Date.now()): { value: number; unit: RelativeUnit } {
  let value = (Date.parse(instant) - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return { value: Math.round(value), unit };
    value /= size;
  }
  return { value: Math.round(value), unit: 'year' };
}
