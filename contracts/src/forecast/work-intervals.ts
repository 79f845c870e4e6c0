/** A working week's rule, shared by the API, the scheduling core and the schedule editor. */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Why an interval of a day cannot be worked: not HH:MM, ending before it starts, or overlapping the one before. */
export type IntervalProblem = 'format' | 'empty' | 'overlap';

/** `HH:MM` of a 24-hour day; `24:00` only ends one. */
export const WALL_TIME_PATTERN = '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$';
const WALL_TIME = new RegExp(WALL_TIME_PATTERN);

export function isWallTime(time: string): boolean {
  return WALL_TIME.test(time);
}

/** Minutes since midnight of `HH:MM` (`24:00` = 1440, the day's end). */
export function minuteOfDay(time: string): number {
  if (!WALL_TIME.test(time)) throw new RangeError(`not an HH:MM time: ${time}`);
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** What is wrong with each interval of one day, by index (start before end, in order, not overlapping). */
export function intervalProblems(intervals: ReadonlyArray<readonly [string, string]>): Map<number, IntervalProblem> {
  const problems = new Map<number, IntervalProblem>();
  let previousEnd = -1;
  intervals.forEach(([start, end], index) => {
    if (!isWallTime(start) || !isWallTime(end) || start === '24:00') return problems.set(index, 'format');
    const [from, to] = [minuteOfDay(start), minuteOfDay(end)];
    if (to <= from) return problems.set(index, 'empty');
    if (from < previousEnd) return problems.set(index, 'overlap');
    previousEnd = to;
    return undefined;
  });
  return problems;
}
