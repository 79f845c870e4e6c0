import {
  TASK_PAGE_DEFAULT,
  type TaskActivityResponse,
  type TaskListQuery,
  type TaskListResponse,
  type TaskResponse,
  type TaskStatus,
} from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { parseWorkspaceId } from '../../platform/workspace-scope/index.js';
import { activityOfTask } from './task-activity-repository.js';
import { assertNoFieldProblems, taskNotFound } from './task-errors.js';
import { listTasks, type IdFilter, type TaskFilters } from './task-list-repository.js';
import { findTask } from './task-repository.js';
import { toTaskResponse, toTaskResponses } from './task-responses.js';
import type { FieldProblems } from './task-references.js';
import { workspaceToday } from './workspace-today.js';

/** An id as a path carries it (digits within the id range), else undefined: answered like a missing task. */
export function parseTaskId(value: unknown): number | undefined {
  // Every id follows the rule of workspace ids.
  return parseWorkspaceId(value);
}

/** `12,15,none` → the ids and whether unset matches; undefined when an id is out of range. */
function parseIdFilter(value: string | undefined, field: string, problems: FieldProblems): IdFilter | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',');
  const ids = parts.filter((part) => part !== 'none').map((part) => parseWorkspaceId(part));
  if (ids.includes(undefined)) problems[field] = 'invalid';
  return { ids: ids.filter((id) => id !== undefined), none: parts.includes('none') };
}

export async function getTask(db: Database, workspaceId: number, taskId: number, now: Date): Promise<TaskResponse> {
  const row = await findTask(db, workspaceId, taskId);
  if (!row) throw taskNotFound();
  return toTaskResponse(db, row, now);
}

/** A page of the workspace's tasks, newest first; the cursor is the last id of the previous page. */
export async function listWorkspaceTasks(db: Database, workspaceId: number, query: TaskListQuery, now: Date): Promise<TaskListResponse> {
  const problems: FieldProblems = {};
  const cursor = query.cursor === undefined ? undefined : parseTaskId(query.cursor);
  if (query.cursor !== undefined && cursor === undefined) problems.cursor = 'invalid';
  const filters: TaskFilters = {
    assigneeId: parseIdFilter(query.assignee_id, 'assignee_id', problems),
    goalId: parseIdFilter(query.goal_id, 'goal_id', problems),
    sphereId: parseIdFilter(query.sphere_id, 'sphere_id', problems),
    stageId: parseIdFilter(query.stage_id, 'stage_id', problems),
    projectId: parseIdFilter(query.project_id, 'project_id', problems),
    statuses: query.status === undefined ? undefined : ([...new Set(query.status.split(','))] as TaskStatus[]),
    words: query.q?.split(/\s+/).filter((word) => word !== ''),
    today: workspaceToday(now),
  };
  assertNoFieldProblems(problems);
  const limit = query.limit ?? TASK_PAGE_DEFAULT;
  const page = await listTasks(db, workspaceId, filters, cursor, limit);
  const last = page.rows.at(-1);
  return {
    data: await toTaskResponses(db, page.rows, now),
    meta: { next_cursor: page.more && last ? String(last.id) : null, total: page.total },
  };
}

export async function taskActivity(db: Database, workspaceId: number, taskId: number): Promise<TaskActivityResponse[]> {
  if (!(await findTask(db, workspaceId, taskId))) throw taskNotFound();
  const rows = await activityOfTask(db, taskId);
  return rows.map((row) => ({
    id: row.id,
    task_id: row.taskId,
    actor_id: row.actorId,
    kind: row.kind,
    changes: row.changes as TaskActivityResponse['changes'],
    at: row.at.toISOString(),
  }));
}
