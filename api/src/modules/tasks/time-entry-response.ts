import type { TimeEntryResponse } from '@stepwise/contracts';
import type { TaskIntervalRow } from '../../db/schema/index.js';

const MINUTE_MS = 60_000;

/** Whole minutes of an entry; a running one counts up to `now`. */
export function entryMinutes(row: Pick<TaskIntervalRow, 'startedAt' | 'endedAt'>, now: Date): number {
  const end = (row.endedAt ?? now).getTime();
  return Math.max(0, Math.floor((end - row.startedAt.getTime()) / MINUTE_MS));
}

/** A task interval as the API answers it: a time entry. */
export function toTimeEntryResponse(row: TaskIntervalRow, now: Date): TimeEntryResponse {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    task_id: row.taskId,
    user_id: row.userId,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    minutes: entryMinutes(row, now),
    note: row.note,
    source: row.source,
  };
}
