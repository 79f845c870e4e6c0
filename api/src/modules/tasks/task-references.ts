import type { FieldCode } from '../../validation/field-codes.js';
import { lockActiveMember, taskIdsInWorkspace } from './task-repository.js';
import type { TaskWrite } from './task-write-context.js';
import {
  findStage,
  firstSphereId,
  goalInWorkspace,
  projectInWorkspace,
  sphereInWorkspace,
  stagesOfSphere,
  type StageRow,
} from './work-structure-repository.js';

export type FieldProblems = Record<string, FieldCode | undefined>;

export interface PlacementRequest {
  sphereId?: number;
  stageId?: number;
}

/** Where the task is now (absent for a new task). */
export interface CurrentPlacement {
  sphereId: number;
  stageId: number;
}

/**
 * The stage a task goes to: the given one (of the given sphere, if one is given too); else, on a change
 * of sphere, the new sphere's first stage of the task's base state, else its first open one; else the
 * current stage. A new task defaults to the workspace's first sphere and its first open stage.
 */
export async function resolveStage(
  write: TaskWrite,
  request: PlacementRequest,
  current: (CurrentPlacement & { state: StageRow['state'] }) | undefined,
  problems: FieldProblems,
): Promise<StageRow | undefined> {
  if (request.sphereId !== undefined && !(await sphereInWorkspace(write.tx, write.workspaceId, request.sphereId))) {
    problems.sphere_id = 'invalid';
    return undefined;
  }
  if (request.stageId !== undefined) {
    const stage = await findStage(write.tx, write.workspaceId, request.stageId);
    if (stage && (request.sphereId === undefined || stage.sphereId === request.sphereId)) return stage;
    problems.stage_id = 'invalid';
    return undefined;
  }
  const sphereId = request.sphereId ?? current?.sphereId ?? (await firstSphereId(write.tx, write.workspaceId));
  if (sphereId === undefined) {
    problems.sphere_id = 'required';
    return undefined;
  }
  if (current && sphereId === current.sphereId) return findStage(write.tx, write.workspaceId, current.stageId);
  const stages = await stagesOfSphere(write.tx, sphereId);
  const preferred = current?.state ?? 'open';
  const stage = stages.find((candidate) => candidate.state === preferred) ?? stages.find((candidate) => candidate.state === 'open');
  if (!stage) problems[request.sphereId !== undefined ? 'sphere_id' : 'stage_id'] = 'invalid';
  return stage;
}

export interface LinkRequest {
  goalId?: number | null;
  projectId?: number | null;
  assigneeId?: number | null;
  blockedBy?: number[];
}

/**
 * Checks what the task links to: a goal and a project of this workspace, an active member as assignee
 * (whose membership is then locked for the change), blockers among this workspace's tasks and not the task itself.
 */
export async function checkLinks(write: TaskWrite, request: LinkRequest, taskId: number | undefined, problems: FieldProblems): Promise<void> {
  if (request.goalId != null && !(await goalInWorkspace(write.tx, write.workspaceId, request.goalId))) problems.goal_id = 'invalid';
  if (request.projectId != null && !(await projectInWorkspace(write.tx, write.workspaceId, request.projectId))) problems.project_id = 'invalid';
  if (request.assigneeId != null && !(await lockActiveMember(write.tx, write.workspaceId, request.assigneeId))) problems.assignee_id = 'invalid';
  if (request.blockedBy && request.blockedBy.length > 0) {
    const found = await taskIdsInWorkspace(write.tx, write.workspaceId, request.blockedBy);
    if (found.length !== request.blockedBy.length || (taskId !== undefined && request.blockedBy.includes(taskId))) problems.blocked_by = 'invalid';
  }
}
