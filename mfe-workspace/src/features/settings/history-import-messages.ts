import type { HistorySkipReason } from '@stepwise/contracts/rules';
import type { ApiError } from '@stepwise/shared';
import { refusalMessageId } from '../../common/errors/refusal-message';

/** Why a line of the file is not imported, in the interface's language. */
export const SKIP_REASON_MESSAGES: Record<HistorySkipReason, string> = {
  title_missing: 'work.settings.import.skip.title_missing',
  title_too_long: 'work.settings.import.skip.title_too_long',
  assignee_unknown: 'work.settings.import.skip.assignee_unknown',
  estimate_invalid: 'work.settings.import.skip.estimate_invalid',
  spent_invalid: 'work.settings.import.skip.spent_invalid',
  started_at_invalid: 'work.settings.import.skip.started_at_invalid',
  finished_at_invalid: 'work.settings.import.skip.finished_at_invalid',
  finished_before_started: 'work.settings.import.skip.finished_before_started',
  complexity_invalid: 'work.settings.import.skip.complexity_invalid',
  in_future: 'work.settings.import.skip.in_future',
  too_long: 'work.settings.import.skip.too_long',
  overlaps_row: 'work.settings.import.skip.overlaps_row',
  overlaps_entry: 'work.settings.import.skip.overlaps_entry',
};

/** Why the API refused the whole file: its size, its header, its quoting or length, the zone, no finished stage. */
export function importRefusalId(error: ApiError): string {
  const fields = error.fields ?? {};
  if (error.status === 413 || error.code === 'payload_too_large') return 'work.settings.import.refusal.tooLarge';
  if (fields.header) return 'work.settings.import.refusal.header';
  if (fields.body === 'too_long') return 'work.settings.import.refusal.tooManyRows';
  if (fields.body) return 'work.settings.import.refusal.broken';
  if (fields.time_zone) return 'work.settings.import.refusal.timeZone';
  if (error.code === 'conflict') return 'work.settings.import.refusal.noFinishedStage';
  return refusalMessageId(error);
}
