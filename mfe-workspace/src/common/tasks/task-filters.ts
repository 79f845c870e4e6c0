import type { Task, TaskFilters } from '../api/work-types';

function idFilterHolds(filter: string | undefined, value: number | null): boolean {
  if (filter === undefined || filter === '') return true;
  return filter.split(',').some((item) => (item === 'none' ? value === null : Number(item) === value));
}

/**
 * Whether a task belongs in a list with these filters, as the API would decide: true, false, or
 * 'unknown' when a text search (`q`) decides, which only the server can answer.
 */
export function taskMatchesFilters(task: Task, filters: TaskFilters = {}): boolean | 'unknown' {
  const holds =
    idFilterHolds(filters.assignee_id, task.assignee_id) &&
    idFilterHolds(filters.goal_id, task.goal_id) &&
    idFilterHolds(filters.sphere_id, task.sphere_id) &&
    idFilterHolds(filters.stage_id, task.stage_id) &&
    idFilterHolds(filters.project_id, task.project_id) &&
    (filters.status === undefined || filters.status === '' || filters.status.split(',').includes(task.status));
  if (!holds) return false;
  return filters.q ? 'unknown' : true;
}
