import { TIME_ENTRY_MINUTES_MAX, type FieldCode } from '@stepwise/contracts';
import { validationFailed } from '../../errors/app-error.js';

const MINUTE_MS = 60_000;

/** What a request gives of an entry's times: a start, and an end or a length in minutes (or, for a running entry, neither). */
export interface SpanInput {
  startedAt: Date;
  endedAt?: Date;
  minutes?: number;
}

/**
 * The entry's [start, end) after the checks of every entry: it starts before now, ends after it
 * starts, lasts at most a day and not beyond now. `end` undefined: a running entry (no end given).
 * 400 validation_failed: started_at invalid (not an instant, or in the future), ended_at (or minutes)
 * invalid (not after the start, or in the future), too_long (over 24 h).
 */
export function checkedSpan(input: SpanInput, now: Date): { start: Date; end?: Date } {
  const endField = input.minutes !== undefined ? 'minutes' : 'ended_at';
  const fields: Record<string, FieldCode> = {};
  const start = input.startedAt;
  if (Number.isNaN(start.getTime()) || start > now) fields.started_at = 'invalid';
  const end = input.minutes !== undefined ? new Date(start.getTime() + input.minutes * MINUTE_MS) : input.endedAt;
  if (end !== undefined && !fields.started_at) {
    if (Number.isNaN(end.getTime()) || end <= start || end > now) fields[endField] = 'invalid';
    else if (end.getTime() - start.getTime() > TIME_ENTRY_MINUTES_MAX * MINUTE_MS) fields[endField] = 'too_long';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { start, end };
}
