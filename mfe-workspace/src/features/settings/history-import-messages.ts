import type { HistorySkipReason } from '@stepwise/contracts/rules';
import { errorBodyNumber, type ApiError } from '@stepwise/shared';
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

/** A message of the section's alert, with the values it names. */
export interface ImportRefusal {
  id: string;
  values?: Record<string, number>;
}

/** Why the API refused the whole file: its size, its header, its quoting (with the line) or length, the zone, no finished stage. */
export function importRefusalId(error: ApiError): ImportRefusal {
  const fields = error.fields ?? {};
  if (error.status === 413 || error.code === 'payload_too_large') return { id: 'work.settings.import.refusal.tooLarge' };
  if (fields.header) return { id: 'work.settings.import.refusal.header' };
  if (fields.body === 'too_long') return { id: 'work.settings.import.refusal.tooManyRows' };
  if (fields.body) {
    const line = errorBodyNumber(error, 'line');
    return line === null ? { id: 'work.settings.import.refusal.broken' } : { id: 'work.settings.import.refusal.brokenLine', values: { line } };
  }
  if (fields.time_zone) return { id: 'work.settings.import.refusal.timeZone' };
  if (error.code === 'conflict') return { id: 'work.settings.import.refusal.noFinishedStage' };
  return { id: refusalMessageId(error) };
}
