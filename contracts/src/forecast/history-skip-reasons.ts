/**
 * Why a line of an imported task history is not imported (the dry run's preview and the import's
 * status name it). The last four are the time-entry rules: a row's interval becomes its member's
 * time entry, so it may not lie in the future, last longer than an entry may, or share time with
 * another row of the member or with an entry the member already has.
 */
export const HISTORY_SKIP_REASONS = [
  'title_missing',
  'title_too_long',
  'assignee_unknown',
  'estimate_invalid',
  'spent_invalid',
  'started_at_invalid',
  'finished_at_invalid',
  'finished_before_started',
  'complexity_invalid',
  'in_future',
  'too_long',
  'overlaps_row',
  'overlaps_entry',
] as const;
export type HistorySkipReason = (typeof HISTORY_SKIP_REASONS)[number];

/** An import job's life: written by the request, taken by a worker, then done or stopped by an error. */
export const HISTORY_IMPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type HistoryImportStatus = (typeof HISTORY_IMPORT_STATUSES)[number];

/** Rows of one import transaction: a batch holds the database for a short while, then others' requests go. */
export const HISTORY_IMPORT_BATCH_ROWS = 500;
