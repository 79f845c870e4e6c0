import type { HistorySkippedLine } from '@stepwise/contracts';
import type { ImportedTask } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { selectMemberEntriesBetween } from '../time-entries/index.js';
import { decideOverlaps, FileSpans, MemberEntries, ownRowRefusal, type RowDecisions } from './history-row-rules.js';

/**
 * Each member's entries that share time with the span of their rows: one query per member (from
 * their earliest row's start to their latest row's end), not one per row.
 */
async function entriesAround(db: Database, workspaceId: number, tasks: readonly ImportedTask[]): Promise<Map<number, MemberEntries>> {
  const spans = new Map<number, { from: number; to: number }>();
  for (const task of tasks) {
    const span = spans.get(task.memberId);
    if (!span) spans.set(task.memberId, { from: task.startedAt, to: task.finishedAt });
    else {
      span.from = Math.min(span.from, task.startedAt);
      span.to = Math.max(span.to, task.finishedAt);
    }
  }
  const entries = new Map<number, MemberEntries>();
  for (const [userId, span] of [...spans].sort(([a], [b]) => a - b)) {
    const rows = await selectMemberEntriesBetween(db, { workspaceId, userId, from: new Date(span.from), to: new Date(span.to) });
    entries.set(userId, new MemberEntries(rows.map((row) => row.entry)));
  }
  return entries;
}

/**
 * The time-entry rules over rows of a file, in line order: each row's own (a Stepwise task's limits,
 * nothing in the future, no longer than an entry may be), then no time shared with an earlier row of
 * its member (`file` holds the rows taken so far) nor with the member's entries in `db`.
 */
export async function decideRows(db: Database, workspaceId: number, tasks: readonly ImportedTask[], file: FileSpans, now: Date): Promise<RowDecisions> {
  const refused: HistorySkippedLine[] = [];
  const kept: ImportedTask[] = [];
  for (const task of tasks) {
    const reason = ownRowRefusal(task, now);
    if (reason) refused.push({ line: task.line, reason });
    else kept.push(task);
  }
  const decided = decideOverlaps(kept, file, await entriesAround(db, workspaceId, kept));
  return { accepted: decided.accepted, refused: [...refused, ...decided.refused].sort((a, b) => a.line - b.line) };
}
