import { generateKeyBetween } from 'fractional-indexing';
import type { TaskActivityKind, TaskResponse, UpdateTaskBody } from '@stepwise/contracts';
import { blockersOfTasks, lockWorkspaceBlockers, setBlockers, wouldCloseCycle } from './task-blocker-repository.js';
import { assertNoFieldProblems, taskCycle } from './task-errors.js';
import { findTask, nextStageRank, updateTask, type TaskChanges, type TaskRow } from './task-repository.js';
import { checkLinks, resolveStage, type FieldProblems } from './task-references.js';
import { toTaskResponse } from './task-responses.js';
import { endOfStage, enterStage, firstStageOf, flowRankAfter } from './task-stages.js';
import { writeTasks, type FieldChanges, type TaskDeps, type TaskWrite } from './task-write-context.js';
import type { StageRow } from './work-structure-repository.js';

/** Plain fields: body name → column. */
const plainFields = {
  title: 'title',
  description: 'description',
  estimate_minutes: 'estimateMinutes',
  complexity: 'complexity',
  goal_id: 'goalId',
  project_id: 'projectId',
  due_on: 'dueOn',
} as const satisfies Partial<Record<keyof UpdateTaskBody, keyof TaskRow>>;

/**
 * Changes the given fields of a task. A new stage of another base state is the matching transition;
 * a new assignee takes the task to the end of their flow (a task in progress stops for the old one and
 * waits paused, unless the request also puts it in an in-progress stage); `after_task_id` places it
 * within its stage on the board.
 */
export async function updateTaskFields(deps: TaskDeps, workspaceId: number, actorId: number, taskId: number, body: UpdateTaskBody): Promise<TaskResponse> {
  return writeTasks(deps, workspaceId, actorId, async (write) => {
    const task = await write.lockTaskAndMembers(taskId, [body.assignee_id ?? null, actorId]);
    const problems: FieldProblems = {};
    let target = await resolveStage(write, { sphereId: body.sphere_id, stageId: body.stage_id }, task, problems);
    await checkLinks(write, { goalId: body.goal_id, projectId: body.project_id, assigneeId: body.assignee_id, blockedBy: body.blocked_by }, task.id, problems);
    const afterTask = body.after_task_id == null ? undefined : await findTask(write.tx, workspaceId, body.after_task_id);
    if (body.after_task_id != null && (!afterTask || afterTask.id === task.id || (target && afterTask.stageId !== target.id)))
      problems.after_task_id = 'invalid';
    assertNoFieldProblems(problems);

    const changes: FieldChanges = {};
    const columns: TaskChanges = { updatedAt: write.now };
    for (const [field, column] of Object.entries(plainFields) as Array<[keyof typeof plainFields, (typeof plainFields)[keyof typeof plainFields]]>) {
      const value = body[field];
      if (value === undefined || value === task[column]) continue;
      changes[field] = { from: task[column], to: value };
      Object.assign(columns, { [column]: value });
    }
    if (body.blocked_by !== undefined) await changeBlockers(write, task.id, body.blocked_by, changes);

    const assigneeId = body.assignee_id === undefined ? task.assigneeId : body.assignee_id;
    const reassigned = assigneeId !== task.assigneeId;
    if (reassigned) changes.assignee_id = { from: task.assigneeId, to: assigneeId };
    // A task in progress that changes hands stops: it waits paused for its new assignee.
    if (reassigned && task.state === 'in_progress' && target!.state === 'in_progress' && body.stage_id === undefined) {
      target = await firstStageOf(write, target!.sphereId, 'paused', 'open');
    }
    const stage = target!;
    const ownerInProgress = stage.state === 'in_progress' ? (assigneeId ?? actorId) : assigneeId;
    if (stage.id !== task.stageId || reassigned) {
      Object.assign(columns, await enterStage(write, { task, assigneeId: ownerInProgress, target: stage }));
      columns.assigneeId = ownerInProgress;
      if (ownerInProgress !== assigneeId) changes.assignee_id = { from: task.assigneeId, to: ownerInProgress };
    }
    if (stage.id !== task.stageId) changes.stage_id = { from: task.stageId, to: stage.id };
    if (stage.sphereId !== task.sphereId) changes.sphere_id = { from: task.sphereId, to: stage.sphereId };
    columns.stageRank = await boardRank(write, task, stage, body.after_task_id === undefined ? undefined : (afterTask ?? null));
    columns.flowRank = await flowRankAfter(write, task, ownerInProgress, stage.state);

    if (Object.keys(changes).length === 0 && columns.stageRank === task.stageRank && columns.flowRank === task.flowRank) {
      // Nothing to change: no write, no activity, no event.
      return toTaskResponse(write.tx, task, write.now);
    }
    const row = await updateTask(write.tx, task.id, columns);
    await write.record(row, activityKind(task, row), changes);
    return (await write.publish()).get(row.id)!;
  });
}

/** The task's rank within its stage: after the given task (null: first), else kept, else the end of a new stage. */
async function boardRank(write: TaskWrite, task: TaskRow, stage: StageRow, after: TaskRow | null | undefined): Promise<string> {
  if (after === undefined) return stage.id === task.stageId ? task.stageRank : endOfStage(write, stage.id, task.id);
  const before = after?.stageRank ?? null;
  return generateKeyBetween(before, await nextStageRank(write.tx, stage.id, before, task.id));
}

/** Replaces the blockers, refusing a set that would make the task wait for itself. */
async function changeBlockers(write: TaskWrite, taskId: number, blockerIds: number[], changes: FieldChanges): Promise<void> {
  await lockWorkspaceBlockers(write.tx, write.workspaceId);
  const before = (await blockersOfTasks(write.tx, [taskId])).map((blocker) => blocker.blockerId);
  const after = [...blockerIds].sort((a, b) => a - b);
  if (before.length === after.length && before.every((id, index) => id === after[index])) return;
  if (await wouldCloseCycle(write.tx, taskId, after)) throw taskCycle();
  await setBlockers(write.tx, taskId, after);
  changes.blocked_by = { from: before, to: after };
}

/** What the change was, as its activity entry names it: a transition first, then a new assignee, a move, an edit. */
function activityKind(before: TaskRow, after: TaskRow): TaskActivityKind {
  if (before.state !== after.state) {
    if (after.state === 'in_progress') return 'started';
    if (after.state === 'finished') return 'finished';
    if (before.state === 'finished') return 'reopened';
    return 'paused';
  }
  if (before.assigneeId !== after.assigneeId) return 'reassigned';
  if (before.stageId !== after.stageId || before.stageRank !== after.stageRank) return 'moved';
  return 'updated';
}
