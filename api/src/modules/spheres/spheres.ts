import {
  DEFAULT_SPHERE_NAME,
  DEFAULT_STAGES,
  SPHERES_PER_WORKSPACE_MAX,
  type CreateSphereBody,
  type SphereResponse,
  type UpdateSphereBody,
  type UserLang,
  type WorkspaceEventPayloads,
} from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError, validationFailed } from '../../errors/app-error.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import {
  countSpheres,
  deleteSphere as deleteSphereRow,
  deleteStages,
  findSphere,
  findStageOutsideSphere,
  insertSphere,
  insertStages,
  lockSphere,
  lockWorkspaceSpheres,
  renameSphere,
  selectSpheres,
  selectStagesOf,
  taskCountsBySphere,
  updateStage,
  type SphereRow,
  type StageInput,
} from './sphere-repository.js';
import { planStages, stageListProblem, type StagePlan } from './stage-plan.js';
import { bulkStateChangeAllowed } from './stage-task-states.js';
import { publishMovedTasks } from './moved-task-events.js';
import { moveStageTasks, remapStageTasks, tasksOfStages, taskStatesOfStages, type StageTaskStates } from './stage-task-repository.js';

/** What a change of a workspace's spheres needs: the database, the live channel and the time of the change. */
export interface SphereChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

export function sphereNotFound(): AppError {
  return new AppError(404, 'not_found', 'Sphere not found');
}

function tooManySpheres(): AppError {
  return new AppError(409, 'conflict', `A workspace has at most ${SPHERES_PER_WORKSPACE_MAX} spheres`);
}

function lastSphere(): AppError {
  return new AppError(409, 'last_sphere', 'A workspace keeps at least one sphere: create another one first');
}

function stageHasTasks(stageId: number, taskCount: number): AppError {
  return new AppError(409, 'stage_has_tasks', `The stage ${stageId} holds ${taskCount} task(s): say in moves which stage of the sphere they go to`, undefined, {
    details: { stage_id: stageId, task_count: taskCount },
  });
}

function sphereHasTasks(taskCount: number): AppError {
  return new AppError(409, 'sphere_has_tasks', `The sphere holds ${taskCount} task(s): give move_to_stage_id, a stage of another sphere`, undefined, {
    details: { task_count: taskCount },
  });
}

/** A bulk change the task rules do not allow (see bulkStateChangeAllowed). */
function stateChangeRefused(stageId: number, taskCount: number, from: string, to: string): AppError {
  const how = to === 'in_progress' ? 'start each task itself' : 'reopen each task itself';
  return new AppError(
    409,
    'stage_has_tasks',
    `The stage ${stageId} holds ${taskCount} ${from} task(s) that cannot become ${to} all at once: ${how}, or choose a stage of another state`,
    undefined,
    { details: { stage_id: stageId, task_count: taskCount } },
  );
}

/** The given spheres as the API answers them, in the order given: three queries, however many there are. */
async function sphereViews(db: Database, sphereRows: SphereRow[]): Promise<SphereResponse[]> {
  const ids = sphereRows.map((sphere) => sphere.id);
  const [stageRows, taskCounts] = await Promise.all([selectStagesOf(db, ids), taskCountsBySphere(db, ids)]);
  return sphereRows.map((sphere) => ({
    id: sphere.id,
    workspace_id: sphere.workspaceId,
    name: sphere.name,
    stages: stageRows
      .filter((stage) => stage.sphereId === sphere.id)
      .map((stage, position) => ({ id: stage.id, name: stage.name, state: stage.state, position })),
    task_count: taskCounts.get(sphere.id) ?? 0,
  }));
}

async function sphereView(db: Database, sphere: SphereRow): Promise<SphereResponse> {
  const [view] = await sphereViews(db, [sphere]);
  return view!;
}

export async function listSpheres(db: Database, workspaceId: number): Promise<SphereResponse[]> {
  return sphereViews(db, await selectSpheres(db, workspaceId));
}

/** The sphere and default stages a workspace starts with, in its creator's language (same transaction as the workspace). */
export async function createDefaultSphere(tx: Database, workspaceId: number, lang: UserLang): Promise<void> {
  await insertSphere(tx, workspaceId, DEFAULT_SPHERE_NAME[lang], DEFAULT_STAGES[lang]);
}

async function publishSphere(deps: SphereChangeDeps, tx: Database, scope: WorkspaceScope, type: 'sphere.created' | 'sphere.updated', sphere: SphereResponse) {
  const payload: WorkspaceEventPayloads[typeof type] = { sphere };
  await deps.live.publish(tx, { workspaceId: scope.workspaceId, type, payload, actorId: scope.userId, at: deps.now });
}

/** Adds a sphere at the end of the list; without stages it gets the default ones in `lang`. */
export async function createSphere(deps: SphereChangeDeps, scope: WorkspaceScope, body: CreateSphereBody, lang: UserLang): Promise<SphereResponse> {
  const stageList: readonly StageInput[] = body.stages ?? DEFAULT_STAGES[lang];
  const problem = stageListProblem(stageList);
  if (problem) throw validationFailed({ stages: problem });
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceSpheres(tx, scope.workspaceId);
    if ((await countSpheres(tx, scope.workspaceId)) >= SPHERES_PER_WORKSPACE_MAX) throw tooManySpheres();
    const id = await insertSphere(tx, scope.workspaceId, body.name, stageList);
    const [created] = await sphereViews(tx, [{ id, workspaceId: scope.workspaceId, name: body.name, position: 0, createdAt: deps.now }]);
    await publishSphere(deps, tx, scope, 'sphere.created', created!);
    return created!;
  });
}

/** 409 unless every stage's tasks may take the state `to` (the states they have now: `states`). */
function assertStateChanges(states: StageTaskStates[], stageId: number, to: StageInput['state']): void {
  for (const group of states) {
    if (group.stageId === stageId && !bulkStateChangeAllowed(group.state, to)) throw stateChangeRefused(stageId, group.count, group.state, to);
  }
}

/** Checks that the tasks of deleted and remapped stages have somewhere to go, before anything is written. */
function assertTasksPlaced(plan: StagePlan, states: StageTaskStates[]): void {
  const targetState = new Map(plan.kept.map((stage) => [stage.id, stage.state]));
  for (const stageId of plan.deleted) {
    const held = states.filter((group) => group.stageId === stageId).reduce((sum, group) => sum + group.count, 0);
    if (held === 0) continue;
    const target = plan.moves.get(stageId);
    if (target === undefined) throw stageHasTasks(stageId, held);
    assertStateChanges(states, stageId, targetState.get(target)!);
  }
  for (const stage of plan.kept) {
    if (stage.state !== stage.previousState) assertStateChanges(states, stage.id, stage.state);
  }
}

/** Writes the plan; the tasks it moves or remaps are published (publishMovedTasks). */
async function applyStagePlan(tx: Database, deps: SphereChangeDeps, scope: WorkspaceScope, sphere: SphereRow, plan: StagePlan): Promise<void> {
  const remapped = plan.kept.filter((stage) => stage.state !== stage.previousState);
  const before = await tasksOfStages(tx, [...remapped.map((stage) => stage.id), ...plan.moves.keys()]);
  const movedIds = new Set<number>();
  for (const stage of plan.kept) await updateStage(tx, stage.id, { name: stage.name, state: stage.state, position: stage.position });
  await insertStages(tx, sphere.workspaceId, sphere.id, plan.added);
  for (const stage of remapped) {
    for (const id of await remapStageTasks(tx, stage.id, stage.state, deps.now)) movedIds.add(id);
  }
  const kept = new Map(plan.kept.map((stage) => [stage.id, stage]));
  for (const [from, to] of plan.moves) {
    for (const id of await moveStageTasks(tx, from, { id: to, sphereId: sphere.id, state: kept.get(to)!.state }, scope.userId, deps.now)) movedIds.add(id);
  }
  await deleteStages(tx, plan.deleted);
  await publishMovedTasks(tx, deps, scope, before, [...movedIds]);
}

/**
 * Renames the sphere and/or replaces its stage list (UpdateSphereBody). Everything is checked before
 * anything is written: 400 for a bad list or move, 409 stage_has_tasks for a deleted stage whose tasks
 * have no target, or whose tasks cannot take the new base state at once.
 */
export async function updateSphere(deps: SphereChangeDeps, scope: WorkspaceScope, sphereId: number, body: UpdateSphereBody): Promise<SphereResponse> {
  return deps.db.transaction(async (tx) => {
    const sphere = await lockSphere(tx, sphereId);
    if (!sphere || sphere.workspaceId !== scope.workspaceId) throw sphereNotFound();
    if (body.stages) {
      const current = await selectStagesOf(tx, [sphere.id]);
      const result = planStages(current, body.stages, body.moves);
      if ('fields' in result) throw validationFailed(result.fields);
      assertTasksPlaced(
        result.plan,
        await taskStatesOfStages(
          tx,
          current.map((stage) => stage.id),
        ),
      );
      await applyStagePlan(tx, deps, scope, sphere, result.plan);
    } else if (body.moves && Object.keys(body.moves).length > 0) {
      throw validationFailed({ moves: 'invalid' });
    }
    if (body.name !== undefined) await renameSphere(tx, sphere.id, body.name);
    const updated = await sphereView(tx, { ...sphere, name: body.name ?? sphere.name });
    await publishSphere(deps, tx, scope, 'sphere.updated', updated);
    return updated;
  });
}

/**
 * Deletes a sphere with its stages. The last sphere stays (409 last_sphere); a sphere holding tasks
 * needs `moveToStageId`, a stage of another sphere of the workspace, where all its tasks go
 * (409 sphere_has_tasks without it, 400 when it is not such a stage).
 */
export async function deleteSphere(deps: SphereChangeDeps, scope: WorkspaceScope, sphereId: number, moveToStageId: number | undefined): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockWorkspaceSpheres(tx, scope.workspaceId);
    const sphere = await lockSphere(tx, sphereId);
    if (!sphere || sphere.workspaceId !== scope.workspaceId) throw sphereNotFound();
    if ((await countSpheres(tx, scope.workspaceId)) <= 1) throw lastSphere();
    const target = moveToStageId === undefined ? undefined : await findStageOutsideSphere(tx, scope.workspaceId, moveToStageId, sphere.id);
    if (moveToStageId !== undefined && !target) throw validationFailed({ move_to_stage_id: 'invalid' });

    const stageIds = (await selectStagesOf(tx, [sphere.id])).map((stage) => stage.id);
    const states = await taskStatesOfStages(tx, stageIds);
    const held = states.reduce((sum, group) => sum + group.count, 0);
    if (held > 0) {
      if (!target) throw sphereHasTasks(held);
      for (const stageId of stageIds) assertStateChanges(states, stageId, target.state);
      const before = await tasksOfStages(tx, stageIds);
      const movedIds: number[] = [];
      for (const stageId of stageIds) movedIds.push(...(await moveStageTasks(tx, stageId, target, scope.userId, deps.now)));
      await publishMovedTasks(tx, deps, scope, before, movedIds);
    }
    await deleteSphereRow(tx, sphere.id);
    const deleted: WorkspaceEventPayloads['sphere.deleted'] = { id: sphere.id };
    await deps.live.publish(tx, { workspaceId: scope.workspaceId, type: 'sphere.deleted', payload: deleted, actorId: scope.userId, at: deps.now });
    if (held > 0 && target) {
      // The receiving sphere's task count changed.
      const receiving = await findSphere(tx, target.sphereId);
      await publishSphere(deps, tx, scope, 'sphere.updated', await sphereView(tx, receiving!));
    }
  });
}
