import type { TaskRow } from '../../db/schema/index.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { flowOf } from '../flow/index.js';
import { toTaskResponses } from '../tasks/index.js';
import { stoppedTimerEntries } from '../time-entries/index.js';
import type { Database } from '../../db/database.js';
import type { SphereChangeDeps } from './spheres.js';
import { tasksByIds } from './stage-task-repository.js';

/**
 * Publishes what moving tasks between stages did to them: time_entry.saved for each timer it stopped,
 * task.updated for each moved task, as the tasks API answers it, and flow.reordered for each member whose flow lost tasks that became finished.
 * `before` holds the rows of the moved tasks (at least) as they were before the move.
 */
export async function publishMovedTasks(
  tx: Database,
  deps: SphereChangeDeps,
  scope: WorkspaceScope,
  before: readonly TaskRow[],
  movedIds: readonly number[],
): Promise<void> {
  if (movedIds.length === 0) return;
  const after = await tasksByIds(tx, movedIds);
  const previous = new Map(before.map((row) => [row.id, row]));
  const event = { workspaceId: scope.workspaceId, actorId: scope.userId, at: deps.now };
  const stopped = after.filter((row) => previous.get(row.id)?.state === 'in_progress' && row.state !== 'in_progress').map((row) => row.id);
  for (const entry of await stoppedTimerEntries(tx, stopped, deps.now)) {
    await deps.live.publish(tx, { ...event, type: 'time_entry.saved', payload: { entry } });
  }
  for (const task of await toTaskResponses(tx, after, deps.now)) {
    await deps.live.publish(tx, { ...event, type: 'task.updated', payload: { task } });
  }
  const leftFlows = new Set<number>();
  for (const row of after) {
    const was = previous.get(row.id);
    if (row.state === 'finished' && was && was.state !== 'finished' && was.assigneeId !== null) leftFlows.add(was.assigneeId);
  }
  for (const userId of [...leftFlows].sort((a, b) => a - b)) {
    const flow = await flowOf(tx, scope.workspaceId, userId);
    await deps.live.publish(tx, { ...event, type: 'flow.reordered', payload: { user_id: userId, task_ids: flow.map((task) => task.id) } });
  }
}
