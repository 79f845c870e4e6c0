/** What each imported column means. */
export const HISTORY_FIELDS = ['title', 'assignee', 'estimate', 'spent', 'started_at', 'finished_at', 'complexity'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** Where each field is in the file, and the unit of its durations. */
export interface HistoryColumns {
  columns: Partial<Record<HistoryField, number>>;
  durationUnit: 'minutes' | 'seconds';
  /** The header the columns came from: `stepwise`, `jira`, or `custom` (mapped by hand). */
  format: 'stepwise' | 'jira' | 'custom';
}

/** Stepwise's own header. */
export const STEPWISE_HISTORY_HEADER = ['title', 'assignee_email', 'estimate_minutes', 'spent_minutes', 'started_at', 'finished_at', 'complexity'] as const;

const STEPWISE_NAMES: Record<string, HistoryField> = {
  title: 'title',
  assignee_email: 'assignee',
  estimate_minutes: 'estimate',
  spent_minutes: 'spent',
  started_at: 'started_at',
  finished_at: 'finished_at',
  complexity: 'complexity',
};

// Jira's CSV export: durations in seconds; "Created" stands in for the start when nothing better is there.
const JIRA_NAMES: Record<string, HistoryField> = {
  summary: 'title',
  assignee: 'assignee',
  'original estimate': 'estimate',
  'time spent': 'spent',
  created: 'started_at',
  resolved: 'finished_at',
};

const normalise = (name: string) => name.trim().toLowerCase();

/** Recognises Stepwise's header and Jira's export columns; null when neither is complete. */
export function detectHistoryColumns(header: readonly string[]): HistoryColumns | null {
  const names = header.map(normalise);
  for (const [format, known, unit] of [
    ['stepwise', STEPWISE_NAMES, 'minutes'],
    ['jira', JIRA_NAMES, 'seconds'],
  ] as const) {
    const columns: Partial<Record<HistoryField, number>> = {};
    names.forEach((name, index) => {
      const field = (known as Record<string, HistoryField>)[name];
      if (field && columns[field] === undefined) columns[field] = index;
    });
    if (missingHistoryFields(columns).length === 0) return { columns, durationUnit: unit, format };
  }
  return null;
}

/** Fields an import cannot do without (complexity is optional). */
export function missingHistoryFields(columns: Partial<Record<HistoryField, number>>): HistoryField[] {
  return HISTORY_FIELDS.filter((field) => field !== 'complexity' && columns[field] === undefined);
}
