import { TIME_ENTRY_MINUTES_MAX, type FieldCode } from '@stepwise/contracts';
import { validationFailed } from '../../errors/app-error.js';

const MINUTE_MS = 60_000;

/** What a request gives of an entry's times: a start, and an end or a length in minutes (or, for a running entry, neither). */
export interface SpanInput {
  startedAt: Date;
  endedAt?: Date;
  minutes?: number;
}

/** Which rule of every entry a span breaks. */
export type SpanProblem = 'start_invalid' | 'start_in_future' | 'end_invalid' | 'end_not_after_start' | 'end_in_future' | 'too_long';

/**
 * The rules of every entry's times: it starts before now, ends after it starts, lasts at most
 * TIME_ENTRY_MINUTES_MAX and not beyond now. `end` undefined: a running entry. Undefined when it keeps them.
 */
export function spanProblem(span: { start: Date; end?: Date }, now: Date): SpanProblem | undefined {
  const { start, end } = span;
  if (Number.isNaN(start.getTime())) return 'start_invalid';
  if (start > now) return 'start_in_future';
  if (end === undefined) return undefined;
  if (Number.isNaN(end.getTime())) return 'end_invalid';
  if (end <= start) return 'end_not_after_start';
  if (end > now) return 'end_in_future';
  if (end.getTime() - start.getTime() > TIME_ENTRY_MINUTES_MAX * MINUTE_MS) return 'too_long';
  return undefined;
}

/** Whether two spans share time: half-open, so touching ones do not; a running one (no end) lasts without end. */
export function spansShareTime(a: { start: Date; end: Date | null }, b: { start: Date; end: Date | null }): boolean {
  return (b.end === null || a.start < b.end) && (a.end === null || b.start < a.end);
}

/**
 * The entry's [start, end) after the checks of every entry (spanProblem). 400 validation_failed:
 * started_at invalid (not an instant, or in the future), ended_at (or minutes) invalid (not after the
 * start, or in the future), too_long (over 24 h).
 */
export function checkedSpan(input: SpanInput, now: Date): { start: Date; end?: Date } {
  const endField = input.minutes !== undefined ? 'minutes' : 'ended_at';
  const start = input.startedAt;
  const end = input.minutes !== undefined ? new Date(start.getTime() + input.minutes * MINUTE_MS) : input.endedAt;
  const problem = spanProblem({ start, end }, now);
  if (problem === 'start_invalid' || problem === 'start_in_future') throw validationFailed({ started_at: 'invalid' });
  if (problem === 'too_long') throw validationFailed({ [endField]: 'too_long' satisfies FieldCode });
  if (problem) throw validationFailed({ [endField]: 'invalid' satisfies FieldCode });
  return { start, end };
}
