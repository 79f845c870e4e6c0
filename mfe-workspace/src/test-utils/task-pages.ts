import type { TaskResponse } from '@stepwise/contracts';
import { taskStatuses, type TaskStatus } from '@stepwise/contracts/rules';
import { jsonResponse, type ApiCall, type ApiHandler } from '@stepwise/shared/testing';
import { taskFixture } from './work-fixtures';

/** `count` tasks of workspace 7 (ids count…1, newest first as the API lists them), varied by id. */
export function manyTasks(count: number, vary: (id: number) => Partial<TaskResponse> = () => ({})): TaskResponse[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    const status: TaskStatus = taskStatuses[id % taskStatuses.length];
    return taskFixture({
      id,
      title: `Task number ${id}`,
      status,
      assignee_id: id % 3 === 0 ? null : 5 + (id % 2),
      stage_rank: `a${String(id).padStart(5, '0')}`,
      ...vary(id),
    });
  });
}

function idsMatch(filter: string | null, value: number | null): boolean {
  return filter === null || filter.split(',').some((item) => (item === 'none' ? value === null : Number(item) === value));
}

/** Whether the played API lists the task for the call's query (the contract's filters; `q` by title words). */
export function listedFor(call: ApiCall, task: TaskResponse): boolean {
  const q = call.query;
  const words = (q.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (
    idsMatch(q.get('assignee_id'), task.assignee_id) &&
    idsMatch(q.get('goal_id'), task.goal_id) &&
    idsMatch(q.get('sphere_id'), task.sphere_id) &&
    idsMatch(q.get('stage_id'), task.stage_id) &&
    idsMatch(q.get('project_id'), task.project_id) &&
    (q.get('status') === null || q.get('status')!.split(',').includes(task.status)) &&
    words.every((word) => task.title.toLowerCase().includes(word))
  );
}

/**
 * `GET /workspaces/7/tasks` as the API pages it: filtered, newest first, `limit` per page, the
 * cursor being the last id of the previous page. Reads `tasks()` at each call, so a test can change them.
 */
export function taskPages(tasks: () => TaskResponse[]): ApiHandler {
  return (call) => {
    const limit = Number(call.query.get('limit') ?? 100);
    const cursor = call.query.get('cursor');
    const matching = tasks()
      .filter((task) => listedFor(call, task))
      .sort((a, b) => b.id - a.id);
    const from = cursor === null ? 0 : matching.findIndex((task) => task.id < Number(cursor));
    const page = from === -1 ? [] : matching.slice(from, from + limit);
    const more = from !== -1 && from + limit < matching.length;
    return jsonResponse(200, { data: page, meta: { next_cursor: more ? String(page[page.length - 1].id) : null, total: matching.length } });
  };
}
