import type { BaseState } from '@stepwise/contracts';

/**
 * Whether the tasks of a stage may change from one base state to another when an admin remaps the stage
 * or deletes it and moves its tasks. Pausing (closing the open interval) and finishing (setting
 * finished_at, leaving the flow) are done for all of them at once. Starting and reopening are not: a
 * member has one task in progress at a time, and a reopened task needs its place back in its
 * assignee's flow — those are each task's own actions (`POST /tasks/{id}/start`, `/reopen`).
 */
export function bulkStateChangeAllowed(from: BaseState, to: BaseState): boolean {
  if (from === to) return true;
  if (to === 'in_progress') return false;
  return from !== 'finished';
}
