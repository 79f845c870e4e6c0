import type { CreateTaskBody, TaskResponse } from '@stepwise/contracts';
import { lockWorkspaceBlockers, setBlockers } from './task-blocker-repository.js';
import { assertNoFieldProblems } from './task-errors.js';
import { insertTask, lockActiveMember, updateTask, type TaskRow } from './task-repository.js';
import { checkLinks, resolveStage, type FieldProblems } from './task-references.js';
import { endOfStage, enterStage, firstStageOf, flowRankAfter } from './task-stages.js';
import { writeTasks, type FieldChanges, type TaskDeps } from './task-write-context.js';

/**
 * Creates a task (by default in the workspace's first sphere, at its first open stage, at the end of the
 * stage). An assigned unfinished task joins the end of its assignee's flow; one created straight into
 * an in-progress stage is started (for its assignee, else its creator), one into a finished stage finished.
 */
export async function createTask(deps: TaskDeps, workspaceId: number, actorId: number, body: CreateTaskBody): Promise<TaskResponse> {
  return writeTasks(deps, workspaceId, actorId, async (write) => {
    const problems: FieldProblems = {};
    const stage = await resolveStage(write, { sphereId: body.sphere_id, stageId: body.stage_id }, undefined, problems);
    await checkLinks(
      write,
      { goalId: body.goal_id, projectId: body.project_id, assigneeId: body.assignee_id, blockedBy: body.blocked_by },
      undefined,
      problems,
    );
    assertNoFieldProblems(problems);
    const target = stage!;
    const assigneeId = body.assignee_id ?? (target.state === 'in_progress' ? actorId : null);
    if (assigneeId === actorId && body.assignee_id == null) await lockActiveMember(write.tx, workspaceId, actorId);
    // Inserted open, then moved to the target stage the way any task gets there.
    const entry = (await firstStageOf(write, target.sphereId, 'open')) ?? target;
    const inserted = await insertTask(write.tx, {
      workspaceId,
      title: body.title,
      description: body.description ?? '',
      sphereId: target.sphereId,
      stageId: entry.id,
      state: 'open',
      goalId: body.goal_id ?? null,
      projectId: body.project_id ?? null,
      assigneeId: null,
      creatorId: actorId,
      estimateMinutes: body.estimate_minutes ?? null,
      complexity: body.complexity ?? null,
      dueOn: body.due_on ?? null,
      stageRank: await endOfStage(write, target.id),
      createdAt: write.now,
      updatedAt: write.now,
    });
    if (body.blocked_by && body.blocked_by.length > 0) {
      await lockWorkspaceBlockers(write.tx, workspaceId);
      await setBlockers(write.tx, inserted.id, body.blocked_by);
    }
    const stateChanges = target.state === 'open' ? { stageId: target.id } : await enterStage(write, { task: inserted, assigneeId, target });
    const row = await updateTask(write.tx, inserted.id, {
      ...stateChanges,
      assigneeId,
      flowRank: await flowRankAfter(write, inserted, assigneeId, target.state),
    });
    await write.record(row, 'created', createdFields(row, body.blocked_by));
    return (await write.publish()).get(row.id)!;
  });
}

/** The activity of a creation: every field the new task has, from nothing. */
function createdFields(row: TaskRow, blockedBy: number[] | undefined): FieldChanges {
  const fields: Record<string, unknown> = {
    title: row.title,
    description: row.description || null,
    sphere_id: row.sphereId,
    stage_id: row.stageId,
    goal_id: row.goalId,
    project_id: row.projectId,
    assignee_id: row.assigneeId,
    estimate_minutes: row.estimateMinutes,
    complexity: row.complexity,
    due_on: row.dueOn,
    blocked_by: blockedBy?.length ? blockedBy : null,
  };
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== null)
      .map(([field, value]) => [field, { from: null, to: value }]),
  );
}
