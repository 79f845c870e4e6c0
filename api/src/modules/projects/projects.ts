import {
  deriveProjectKey,
  projectKeyCandidate,
  type CreateProjectBody,
  type ProjectResponse,
  type UpdateProjectBody,
  type WorkspaceEventPayloads,
} from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../platform/database-errors/unique-violation.js';
import { assertPlanCapacity, lockWorkspaceRow } from '../../platform/plan-capacity/index.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import {
  findProject,
  insertProject,
  projectKeysOf,
  projectKeyTaken as keyTakenInWorkspace,
  selectProjects,
  updateProject as updateProjectRow,
  type ProjectChanges,
  type ProjectRecord,
} from './project-repository.js';

/** What a change of a workspace's projects needs: the database, the live channel and the time of the change. */
export interface ProjectChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

export function projectNotFound(): AppError {
  return new AppError(404, 'not_found', 'Project not found');
}

function projectKeyTaken(): AppError {
  return new AppError(409, 'project_key_taken', 'Another project of the workspace has this key', { key: 'taken' });
}

export function toProjectResponse(project: ProjectRecord): ProjectResponse {
  return {
    id: project.id,
    workspace_id: project.workspaceId,
    name: project.name,
    key: project.key,
    archived: project.archivedAt !== null,
    task_count: project.taskCount,
    finished_count: project.finishedCount,
    created_at: project.createdAt.toISOString(),
  };
}

export async function listProjects(db: Database, workspaceId: number, includeArchived: boolean): Promise<ProjectResponse[]> {
  return (await selectProjects(db, workspaceId, includeArchived)).map(toProjectResponse);
}

/** A project of the workspace, or 404. */
export async function getProject(db: Database, workspaceId: number, projectId: number): Promise<ProjectResponse> {
  const project = await findProject(db, projectId);
  if (!project || project.workspaceId !== workspaceId) throw projectNotFound();
  return toProjectResponse(project);
}

/** The key derived from the name, with 2, 3, … appended until no project of the workspace has it. */
async function freeDerivedKey(tx: Database, workspaceId: number, name: string): Promise<string> {
  const base = deriveProjectKey(name);
  const taken = await projectKeysOf(tx, workspaceId);
  let attempt = 1;
  while (taken.has(projectKeyCandidate(base, attempt))) attempt++;
  return projectKeyCandidate(base, attempt);
}

async function publishProject(
  deps: ProjectChangeDeps,
  tx: Database,
  scope: WorkspaceScope,
  type: 'project.created' | 'project.updated',
  project: ProjectResponse,
) {
  const payload: WorkspaceEventPayloads[typeof type] = { project };
  await deps.live.publish(tx, { workspaceId: scope.workspaceId, type, payload, actorId: scope.userId, at: deps.now });
}

/** The unique index on (workspace, key) is the last word: a key taken meanwhile is a 409, never a 500. */
async function keyConflictAware<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw projectKeyTaken();
    throw error;
  }
}

/**
 * Creates a project: 409 plan_limit when the plan has no room for another active project, 409
 * project_key_taken for an explicit key in use. The capacity check locks the workspace row, so the
 * derived key is chosen with no other project creation running in the workspace.
 */
export async function createProject(deps: ProjectChangeDeps, scope: WorkspaceScope, body: CreateProjectBody): Promise<ProjectResponse> {
  return keyConflictAware(() =>
    deps.db.transaction(async (tx) => {
      await assertPlanCapacity(tx, scope.workspaceId, 'projects');
      if (body.key !== undefined && (await keyTakenInWorkspace(tx, scope.workspaceId, body.key))) throw projectKeyTaken();
      const key = body.key ?? (await freeDerivedKey(tx, scope.workspaceId, body.name));
      const id = await insertProject(tx, { workspaceId: scope.workspaceId, name: body.name, key, createdAt: deps.now });
      const project = toProjectResponse((await findProject(tx, id))!);
      await publishProject(deps, tx, scope, 'project.created', project);
      return project;
    }),
  );
}

/** Renames, re-keys, archives or restores a project; restoring counts against the plan like creating. */
export async function updateProject(deps: ProjectChangeDeps, scope: WorkspaceScope, projectId: number, body: UpdateProjectBody): Promise<ProjectResponse> {
  return keyConflictAware(() =>
    deps.db.transaction(async (tx) => {
      // Restoring: lock before reading, so a restore of the same project running meanwhile is seen.
      if (body.archived === false) await lockWorkspaceRow(tx, scope.workspaceId);
      const current = await findProject(tx, projectId);
      if (!current || current.workspaceId !== scope.workspaceId) throw projectNotFound();
      if (body.archived === false && current.archivedAt !== null) {
        await assertPlanCapacity(tx, scope.workspaceId, 'projects');
      }
      if (body.key !== undefined && body.key !== current.key && (await keyTakenInWorkspace(tx, scope.workspaceId, body.key, projectId))) {
        throw projectKeyTaken();
      }
      const changes: ProjectChanges = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.key !== undefined && { key: body.key }),
        ...(body.archived !== undefined && { archivedAt: body.archived ? (current.archivedAt ?? deps.now) : null }),
      };
      await updateProjectRow(tx, projectId, changes);
      const project = toProjectResponse((await findProject(tx, projectId))!);
      await publishProject(deps, tx, scope, 'project.updated', project);
      return project;
    }),
  );
}
