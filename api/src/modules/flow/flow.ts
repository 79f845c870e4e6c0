import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { FlowResponse, MoveInFlowBody, ReorderFlowBody, TaskResponse } from '@stepwise/contracts';
import { AppError } from '../../errors/app-error.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { lockActiveMember, toTaskResponses, writeTasks, type TaskDeps, type TaskWrite } from '../tasks/index.js';
import type { Database } from '../../db/database.js';
import { flowOf, isActiveMember, lockTasks, setFlowRanks } from './flow-repository.js';
import { flowInOrder, notInFlow } from './flow-order.js';

export function memberNotFound(): AppError {
  return new AppError(404, 'not_found', 'Member not found');
}

/** The member's flow; 404 for someone who is not an active member. */
export async function memberFlow(db: Database, workspaceId: number, userId: number, now: Date): Promise<FlowResponse> {
  if (!(await isActiveMember(db, workspaceId, userId))) throw memberNotFound();
  return { data: await toTaskResponses(db, await flowOf(db, workspaceId, userId), now) };
}

/** Takes the member's flow lock (the membership row), so no start, assignment or other reorder interleaves. */
async function lockedFlow(write: TaskWrite, userId: number) {
  if (!(await lockActiveMember(write.tx, write.workspaceId, userId))) throw memberNotFound();
  const flow = await flowOf(write.tx, write.workspaceId, userId);
  await lockTasks(
    write.tx,
    write.workspaceId,
    flow.map((task) => task.id),
  );
  return flow;
}

async function publishReordered(write: TaskWrite, userId: number): Promise<TaskResponse[]> {
  const flow = await flowOf(write.tx, write.workspaceId, userId);
  await write.publishEvent('flow.reordered', { user_id: userId, task_ids: flow.map((task) => task.id) });
  return toTaskResponses(write.tx, flow, write.now);
}

/** Puts the member's whole flow in the given order (the task in progress stays first) and rewrites every rank. */
export async function reorderFlow(deps: TaskDeps, scope: WorkspaceScope, userId: number, body: ReorderFlowBody): Promise<FlowResponse> {
  return writeTasks(deps, scope.workspaceId, scope.userId, async (write) => {
    const flow = await lockedFlow(write, userId);
    const active = flow.find((task) => task.state === 'in_progress');
    const order = flowInOrder(
      flow.map((task) => task.id),
      active?.id,
      body.task_ids,
    );
    const keys = generateNKeysBetween(null, null, order.length);
    await setFlowRanks(
      write.tx,
      order.map((id, index) => ({ id, rank: keys[index] })),
      write.now,
    );
    return { data: await publishReordered(write, userId) };
  });
}

/**
 * Moves one task of the member's flow after another (null: to the front of the queue, right after
 * the task in progress), rewriting only its rank.
 */
export async function moveInFlow(deps: TaskDeps, scope: WorkspaceScope, userId: number, body: MoveInFlowBody): Promise<FlowResponse> {
  return writeTasks(deps, scope.workspaceId, scope.userId, async (write) => {
    const flow = await lockedFlow(write, userId);
    const moved = flow.find((task) => task.id === body.task_id);
    if (!moved) throw notInFlow("task_id is not in the member's flow");
    if (body.after_task_id === body.task_id) throw notInFlow('A task cannot go after itself');
    // The queue by rank, without the task in progress (always shown first) and the moved one.
    const queue = flow.filter((task) => task.state !== 'in_progress' && task.id !== moved.id);
    const after = body.after_task_id === null ? undefined : flow.find((task) => task.id === body.after_task_id);
    if (body.after_task_id !== null && !after) throw notInFlow("after_task_id is not in the member's flow");
    const index = after && after.state !== 'in_progress' ? queue.indexOf(after) + 1 : 0;
    const before = queue[index - 1]?.flowRank ?? null;
    const next = queue.slice(index).find((task) => before === null || (task.flowRank ?? '') > before)?.flowRank ?? null;
    await setFlowRanks(write.tx, [{ id: moved.id, rank: generateKeyBetween(before, next) }], write.now);
    return { data: await publishReordered(write, userId) };
  });
}
