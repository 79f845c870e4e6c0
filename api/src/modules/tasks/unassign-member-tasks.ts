import type { Database } from '../../db/database.js';
import type { LivePublisher } from './task-events.js';
import { lockUnfinishedTasksOf, updateTask } from './task-repository.js';
import { endOfStage, enterStage, firstStageOf } from './task-stages.js';
import { TaskWrite, type FieldChanges } from './task-write-context.js';

export interface MemberDeparture {
  workspaceId: number;
  /** Who removed the member (the member themselves when they leave). */
  actorId: number;
  userId: number;
  now: Date;
}

/**
 * A member who leaves the workspace gives back their unfinished tasks, in the caller's transaction, which
 * already holds the memberships' locks: a task in progress stops (its interval ends) and waits in its
 * sphere's paused (else open) stage; every one becomes unassigned and leaves the flow. Each gets an
 * activity entry and a task.updated event; the emptied flow a flow.reordered event. Returns the task ids.
 */
export async function unassignMemberTasks(tx: Database, live: LivePublisher, departure: MemberDeparture): Promise<number[]> {
  const write = new TaskWrite(tx, live, departure.workspaceId, departure.actorId, departure.now);
  const held = await lockUnfinishedTasksOf(tx, departure.workspaceId, departure.userId);
  for (const task of held) {
    const changes: FieldChanges = { assignee_id: { from: task.assigneeId, to: null } };
    let stateChanges = {};
    let stageRank = task.stageRank;
    if (task.state === 'in_progress') {
      const target = await firstStageOf(write, task.sphereId, 'paused', 'open');
      if (!target) throw new Error(`sphere ${task.sphereId} has neither a paused nor an open stage`);
      stateChanges = await enterStage(write, { task, assigneeId: null, target });
      stageRank = await endOfStage(write, target.id, task.id);
      changes.stage_id = { from: task.stageId, to: target.id };
    }
    const row = await updateTask(tx, task.id, { ...stateChanges, assigneeId: null, flowRank: null, stageRank, updatedAt: write.now });
    await write.record(row, row.state === task.state ? 'reassigned' : 'paused', changes);
  }
  if (held.length === 0) return [];
  await write.publish();
  await write.publishEvent('flow.reordered', { user_id: departure.userId, task_ids: [] });
  return held.map((task) => task.id);
}
