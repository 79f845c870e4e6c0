import type { TaskStatus } from '@stepwise/contracts/rules';
import type { TaskFilters } from '../../common/api/work-types';

/**
 * The task list's filters as the page's URL query holds them (short names, shareable, one history
 * entry per change), and as `GET /workspaces/{id}/tasks` takes them.
 */
export interface TaskListQuery {
  sphere: string;
  stage: string;
  goal: string;
  project: string;
  /** A member's id, or `none` for unassigned tasks. */
  assignee: string;
  status: TaskStatus | '';
  q: string;
}

export const TASK_LIST_QUERY_KEYS = ['sphere', 'stage', 'goal', 'project', 'assignee', 'status', 'q'] as const satisfies ReadonlyArray<keyof TaskListQuery>;

const API_NAMES: Record<Exclude<keyof TaskListQuery, 'q' | 'status'>, keyof TaskFilters> = {
  sphere: 'sphere_id',
  stage: 'stage_id',
  goal: 'goal_id',
  project: 'project_id',
  assignee: 'assignee_id',
};

export function readTaskListQuery(search: URLSearchParams): TaskListQuery {
  const value = (key: keyof TaskListQuery) => search.get(key)?.trim() ?? '';
  return {
    sphere: value('sphere'),
    stage: value('stage'),
    goal: value('goal'),
    project: value('project'),
    assignee: value('assignee'),
    status: value('status') as TaskStatus | '',
    q: value('q'),
  };
}

/** The API's filters of the query; only what is set, so equal filters give an equal cache key. */
export function taskFiltersOf(query: TaskListQuery): TaskFilters {
  const filters: TaskFilters = {};
  for (const [key, apiName] of Object.entries(API_NAMES) as Array<[keyof typeof API_NAMES, keyof TaskFilters]>) {
    if (query[key]) filters[apiName] = query[key];
  }
  if (query.status) filters.status = query.status;
  if (query.q) filters.q = query.q;
  return filters;
}

export function hasFilters(query: TaskListQuery): boolean {
  return TASK_LIST_QUERY_KEYS.some((key) => query[key] !== '');
}

/** The URL query after one filter changed: a new sphere drops a stage of the old one. */
export function withFilter(search: URLSearchParams, key: keyof TaskListQuery, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key === 'sphere') next.delete('stage');
  return next;
}

/** The URL query without any filter (other parameters stay). */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of TASK_LIST_QUERY_KEYS) next.delete(key);
  return next;
}
