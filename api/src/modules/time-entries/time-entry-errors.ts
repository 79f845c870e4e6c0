import type { TaskIntervalRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { toTimeEntryResponse } from '../tasks/index.js';

export const TIME_ENTRY_NOT_FOUND_MESSAGE = 'Time entry not found';

export function timeEntryNotFound(): AppError {
  return new AppError(404, 'not_found', TIME_ENTRY_NOT_FOUND_MESSAGE);
}

/** The 403 a member gets for another member's entry (the routes' scope answers it). */
export const NOT_OWN_ENTRY_MESSAGE = "Only an admin of the workspace may change another member's time entries";

/** 409 time_entry_overlap: names the member's entry the span collides with, and carries it. */
export function timeEntryOverlap(entry: TaskIntervalRow, title: string, now: Date): AppError {
  const end = entry.endedAt ? `to ${entry.endedAt.toISOString()}` : '(running)';
  return new AppError(409, 'time_entry_overlap', `Overlaps the entry of “${title}” from ${entry.startedAt.toISOString()} ${end}`, undefined, {
    details: { entry: toTimeEntryResponse(entry, now) },
  });
}

/** 409 conflict: a running entry ends only when its task is paused or finished. */
export function runningEntryLocked(action: 'delete' | 'end'): AppError {
  const what = action === 'delete' ? 'deleted' : 'given an end or another task';
  return new AppError(409, 'conflict', `The entry is running and cannot be ${what}: pause the task first`);
}
