import { HISTORY_IMPORT_MAX_BYTES, toCsv } from '@stepwise/contracts/rules';

/** A sample history in our own columns (dates with a zone, and one read in the chosen zone), written by the one CSV writer. */
export const HISTORY_SAMPLE_CSV = toCsv([
  ['title', 'assignee_email', 'estimate_minutes', 'spent_minutes', 'started_at', 'finished_at', 'complexity'],
  ['Write the release notes', 'anna@example.com', 120, 150, '2026-10-05T09:00:00+03:00', '2026-10-05T12:10:00+03:00', 2],
  ['Fix the login bug', 'boris@example.com', 60, 45, '2026-10-06 10:00', '2026-10-06 11:00', null],
]);

export const HISTORY_SAMPLE_FILE_NAME = 'stepwise-history-sample.csv';

export type HistoryFileProblem = 'tooLarge' | 'unreadable';

/** The text of a chosen file, or why it cannot be sent: over the API's body limit, or not readable as text. */
export async function readHistoryFile(file: Blob): Promise<{ csv: string } | { problem: HistoryFileProblem }> {
  if (file.size > HISTORY_IMPORT_MAX_BYTES) return { problem: 'tooLarge' };
  try {
    return { csv: await file.text() };
  } catch {
    return { problem: 'unreadable' };
  }
}
