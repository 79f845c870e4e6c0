import { LIVE_MAX_REPLAY } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { selectEventsBetween } from './forecast-input-repository.js';
import { MOVING_EVENTS } from './forecast-moving-events.js';
import type { RowChanges, WorkspaceRows } from './forecast-rows.js';

/** More changes than this since the cached inputs are read by reading everything again. */
export const MAX_NARROW_EVENTS = 100;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

interface Changes {
  users: Set<number>;
  finished: Set<number>;
  hours: Set<number>;
}

/** Who worked the task (its intervals go with it when it is deleted). */
function workersOf(rows: WorkspaceRows, taskId: number): number[] {
  return [...rows.users].filter(([, user]) => user.worked.some((interval) => interval.taskId === taskId)).map(([userId]) => userId);
}

/**
 * Adds what one event changed in the rows: a task's change touches its assignee before and after
 * (every user whose rows hold it: more than one when they were read during a reassignment), as the
 * intervals a start, pause or finish opens or ends are theirs, and the task itself when it is or was
 * finished; a deleted task also the users who worked it; a time entry its worker and its task's owner
 * (the task as a task change would); a schedule or a day off one member's hours.
 * False: it cannot be narrowed (members, stages, the calendar, the default schedule, an import, an
 * unexpected payload).
 */
function touchedBy(event: { type: string; payload: unknown }, rows: WorkspaceRows, changes: Changes): boolean {
  const payload = (event.payload ?? {}) as Record<string, unknown>;
  const touchTask = (taskId: unknown, assigneeId: unknown, finished: boolean) => {
    if (!isId(taskId) || (assigneeId !== null && !isId(assigneeId))) return false;
    if (assigneeId !== null) changes.users.add(assigneeId);
    for (const [owner, user] of rows.users) {
      if (user.open.some((task) => task.id === taskId)) changes.users.add(owner);
      if (user.finished.some((task) => task.id === taskId)) {
        changes.users.add(owner);
        changes.finished.add(taskId);
      }
    }
    if (finished) changes.finished.add(taskId);
    return true;
  };
  switch (event.type) {
    case 'task.created':
    case 'task.updated': {
      const task = (payload.task ?? {}) as Record<string, unknown>;
      return touchTask(task.id, task.assignee_id, task.state === 'finished');
    }
    case 'task.deleted':
      if (!touchTask(payload.id, payload.assignee_id, false)) return false;
      for (const userId of workersOf(rows, payload.id as number)) changes.users.add(userId);
      return true;
    case 'time_entry.saved': {
      // The entry's task (and the one an edit moved it from): its owner's rows and its worker's.
      const entry = (payload.entry ?? {}) as Record<string, unknown>;
      if (!isId(entry.user_id) || !touchTask(entry.task_id, entry.user_id, false)) return false;
      return payload.previous_task_id === undefined || touchTask(payload.previous_task_id, entry.user_id, false);
    }
    case 'time_entry.deleted':
      return isId(payload.user_id) && touchTask(payload.task_id, payload.user_id, false);
    case 'flow.reordered':
      if (!isId(payload.user_id)) return false;
      changes.users.add(payload.user_id);
      return true;
    case 'schedule.updated':
    case 'day_off.deleted': {
      if (!isId(payload.user_id)) return false;
      changes.hours.add(payload.user_id);
      return true;
    }
    case 'day_off.created': {
      const userId = ((payload.day_off ?? {}) as Record<string, unknown>).user_id;
      if (!isId(userId)) return false;
      changes.hours.add(userId);
      return true;
    }
    default:
      return false;
  }
}

/**
 * What changed in the workspace's forecast inputs between two event numbers, read from the live
 * events (their type and payload), for the rows as they stood at the first; `everything` when it
 * cannot be narrowed: too many changes, events already pruned, or a change that is not one user's.
 */
export async function changesSince(
  db: Database,
  workspaceId: number,
  range: { after: number; upTo: number },
  rows: WorkspaceRows,
): Promise<RowChanges | 'everything'> {
  if (range.upTo - range.after >= LIVE_MAX_REPLAY) return 'everything';
  const events = await selectEventsBetween(db, workspaceId, range, [...MOVING_EVENTS], MAX_NARROW_EVENTS + 2);
  // Only the live replay window of events is kept: when the first is gone, some of these may be too.
  if (events[0]?.seq !== range.after + 1 || events.length > MAX_NARROW_EVENTS + 1) return 'everything';
  const changes: Changes = { users: new Set(), finished: new Set(), hours: new Set() };
  for (const event of events) {
    if (MOVING_EVENTS.has(event.type) && !touchedBy(event, rows, changes)) return 'everything';
  }
  return changes;
}
