import { type CreateGoalBody, type GoalResponse, type UpdateGoalBody, type WorkspaceEventPayloads } from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError, validationFailed } from '../../errors/app-error.js';
import { findActiveMemberRole, type WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { findGoal, insertGoal, selectGoals, updateGoal as updateGoalRow, type GoalChanges, type GoalRecord } from './goal-repository.js';

/** What a change of a workspace's goals needs: the database, the live channel and the time of the change. */
export interface GoalChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

export function goalNotFound(): AppError {
  return new AppError(404, 'not_found', 'Goal not found');
}

export function toGoalResponse(goal: GoalRecord): GoalResponse {
  return {
    id: goal.id,
    workspace_id: goal.workspaceId,
    title: goal.title,
    description: goal.description,
    due_on: goal.dueOn,
    owner_id: goal.ownerId,
    archived: goal.archivedAt !== null,
    task_count: goal.taskCount,
    finished_count: goal.finishedCount,
    created_at: goal.createdAt.toISOString(),
  };
}

export async function listGoals(db: Database, workspaceId: number, includeArchived: boolean): Promise<GoalResponse[]> {
  return (await selectGoals(db, workspaceId, includeArchived)).map(toGoalResponse);
}

/** A goal of the workspace, or 404. */
export async function getGoal(db: Database, workspaceId: number, goalId: number): Promise<GoalResponse> {
  const goal = await findGoal(db, goalId);
  if (!goal || goal.workspaceId !== workspaceId) throw goalNotFound();
  return toGoalResponse(goal);
}

/** 400 for an owner who is not an active member of the workspace (the due date is a supported date by the schema). */
async function assertGoalFields(db: Database, workspaceId: number, body: { owner_id?: number | null }): Promise<void> {
  if (typeof body.owner_id === 'number' && !(await findActiveMemberRole(db, workspaceId, body.owner_id))) throw validationFailed({ owner_id: 'invalid' });
}

async function publishGoal(deps: GoalChangeDeps, tx: Database, scope: WorkspaceScope, type: 'goal.created' | 'goal.updated', goal: GoalResponse) {
  const payload: WorkspaceEventPayloads[typeof type] = { goal };
  await deps.live.publish(tx, { workspaceId: scope.workspaceId, type, payload, actorId: scope.userId, at: deps.now });
}

export async function createGoal(deps: GoalChangeDeps, scope: WorkspaceScope, body: CreateGoalBody): Promise<GoalResponse> {
  return deps.db.transaction(async (tx) => {
    await assertGoalFields(tx, scope.workspaceId, body);
    const id = await insertGoal(tx, {
      workspaceId: scope.workspaceId,
      title: body.title,
      description: body.description ?? '',
      dueOn: body.due_on ?? null,
      ownerId: body.owner_id ?? null,
      createdAt: deps.now,
    });
    const goal = toGoalResponse((await findGoal(tx, id))!);
    await publishGoal(deps, tx, scope, 'goal.created', goal);
    return goal;
  });
}

/** Changes the given fields; `archived` archives (keeping the first archiving time) or restores the goal. */
export async function updateGoal(deps: GoalChangeDeps, scope: WorkspaceScope, goalId: number, body: UpdateGoalBody): Promise<GoalResponse> {
  return deps.db.transaction(async (tx) => {
    const current = await findGoal(tx, goalId);
    if (!current || current.workspaceId !== scope.workspaceId) throw goalNotFound();
    await assertGoalFields(tx, scope.workspaceId, body);
    const changes: GoalChanges = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.due_on !== undefined && { dueOn: body.due_on }),
      ...(body.owner_id !== undefined && { ownerId: body.owner_id }),
      ...(body.archived !== undefined && { archivedAt: body.archived ? (current.archivedAt ?? deps.now) : null }),
    };
    if (!(await updateGoalRow(tx, scope.workspaceId, goalId, changes))) throw goalNotFound();
    const goal = toGoalResponse((await findGoal(tx, goalId))!);
    await publishGoal(deps, tx, scope, 'goal.updated', goal);
    return goal;
  });
}
