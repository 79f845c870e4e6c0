/** Why a line of an imported task history is skipped (the import's preview and answer name it). */
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
] as const;
export type HistorySkipReason = (typeof HISTORY_SKIP_REASONS)[number];
