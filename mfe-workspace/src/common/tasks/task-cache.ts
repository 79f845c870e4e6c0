import type { RootState } from '@stepwise/shared';
import { taskQueries } from './task-queries';
import { flowTag, taskListTag } from './task-tags';
import { placeInFlow, reorderFlow } from './flow-order';
import { taskMatchesFilters } from './task-filters';
import type { Task, TaskListArgs, TaskPage } from '../api/work-types';
import { sameValue } from '../api/same-value';
import { workState, type CachePatch, type WorkThunk } from '../api/work-thunk';

export interface UpsertOptions {
  /** Apply even over a copy the server changed later (an optimistic change over what is cached). */
  force?: boolean;
  /** The server's answer to this client's own change (rather than a live event). */
  answer?: boolean;
}

/**
 * Whether a copy from the server replaces the cached one. Every change stamps `updated_at` and its
 * event carries the task after it, so an older copy never replaces a newer one (events and answers
 * cross). An optimistic copy keeps the stamp of the copy it was made from: an event with that same
 * stamp tells of the state before the change (replacing would flicker the change away), while the
 * answer to the change itself is at least that new and settles it.
 */
function replaces(current: Task, next: Task, { force = false, answer = false }: UpsertOptions): boolean {
  if (sameValue(current, next)) return false;
  if (force) return true;
  return answer ? next.updated_at >= current.updated_at : next.updated_at > current.updated_at;
}

function findInPages(pages: TaskPage[], taskId: number): { page: TaskPage; index: number } | null {
  for (const page of pages) {
    const index = page.data.findIndex((task) => task.id === taskId);
    if (index !== -1) return { page, index };
  }
  return null;
}

function countRemoved(pages: TaskPage[]): void {
  for (const page of pages) page.meta.total = Math.max(0, page.meta.total - 1);
}

function cachedTaskLists(state: RootState, workspaceId: number): TaskListArgs[] {
  return taskQueries.util.selectCachedArgsForQuery(state, 'workTasks').filter((args) => args.workspaceId === workspaceId);
}

function isTaskCached(state: RootState, taskId: number): boolean {
  return taskQueries.util.selectCachedArgsForQuery(state, 'workTask').includes(taskId);
}

export function cachedFlows(state: RootState, workspaceId: number) {
  return taskQueries.util.selectCachedArgsForQuery(state, 'workFlow').filter((args) => args.workspaceId === workspaceId);
}

/**
 * A task as it is now, everywhere it is cached: its own entry, the task lists (kept, replaced, or
 * dropped when it no longer matches their filters; a list it newly matches is read again, since
 * only the server knows its place there) and the members' flows (placed by its key, or taken out).
 */
export function upsertTask(task: Task, options: UpsertOptions = {}): WorkThunk<CachePatch[]> {
  return (dispatch, getState) => {
    const patches: CachePatch[] = [];
    const stale: string[] = [];
    if (isTaskCached(getState(), task.id)) {
      patches.push(
        dispatch(
          taskQueries.util.updateQueryData('workTask', task.id, (draft) => {
            if (replaces(draft, task, options)) Object.assign(draft, task);
          }),
        ),
      );
    }
    for (const args of cachedTaskLists(getState(), task.workspace_id)) {
      patches.push(
        dispatch(
          taskQueries.util.updateQueryData('workTasks', args, (draft) => {
            const found = findInPages(draft.pages, task.id);
            const matches = taskMatchesFilters(task, args.filters);
            if (found) {
              if (matches === false) {
                found.page.data.splice(found.index, 1);
                countRemoved(draft.pages);
              } else if (replaces(found.page.data[found.index], task, options)) {
                found.page.data[found.index] = task;
              }
            } else if (matches !== false) {
              stale.push(taskListTag(args));
            }
          }),
        ),
      );
    }
    for (const args of cachedFlows(getState(), task.workspace_id)) {
      patches.push(
        dispatch(
          taskQueries.util.updateQueryData('workFlow', args, (draft) => {
            const current = draft.find((candidate) => candidate.id === task.id);
            if (current && !replaces(current, task, options)) return;
            placeInFlow(draft, task, args.userId);
          }),
        ),
      );
    }
    if (stale.length > 0) dispatch(taskQueries.util.invalidateTags(stale.map((id) => ({ type: 'WorkTask' as const, id }))));
    return patches;
  };
}

/** A deleted task leaves every list and flow; its own entry is read again (and answers 404). */
export function removeTask(workspaceId: number, taskId: number): WorkThunk<CachePatch[]> {
  return (dispatch, getState) => {
    const patches: CachePatch[] = [];
    for (const args of cachedTaskLists(getState(), workspaceId)) {
      patches.push(
        dispatch(
          taskQueries.util.updateQueryData('workTasks', args, (draft) => {
            const found = findInPages(draft.pages, taskId);
            if (!found) return;
            found.page.data.splice(found.index, 1);
            countRemoved(draft.pages);
          }),
        ),
      );
    }
    for (const args of cachedFlows(getState(), workspaceId)) {
      patches.push(
        dispatch(
          taskQueries.util.updateQueryData('workFlow', args, (draft) => {
            const index = draft.findIndex((candidate) => candidate.id === taskId);
            if (index !== -1) draft.splice(index, 1);
          }),
        ),
      );
    }
    if (isTaskCached(getState(), taskId)) dispatch(taskQueries.util.invalidateTags([{ type: 'WorkTask', id: taskId }]));
    return patches;
  };
}

/** A member's flow in the order the server sent; read again when it holds other tasks than the cache. */
export function reorderFlowCache(workspaceId: number, userId: number, taskIds: readonly number[]): WorkThunk<CachePatch[]> {
  return (dispatch, getState) => {
    if (!cachedFlows(getState(), workspaceId).some((args) => args.userId === userId)) return [];
    let complete = true;
    const patch = dispatch(
      taskQueries.util.updateQueryData('workFlow', { workspaceId, userId }, (draft) => {
        complete = reorderFlow(draft, taskIds);
      }),
    );
    if (!complete) dispatch(taskQueries.util.invalidateTags([{ type: 'WorkFlow', id: flowTag(workspaceId, userId) }]));
    return [patch];
  };
}

/** The task's copy in the cache, wherever it is (its own entry, a list, a flow): what an optimistic change starts from. */
export function findCachedTask(state: RootState, workspaceId: number, taskId: number): Task | undefined {
  const own = isTaskCached(state, taskId) ? taskQueries.endpoints.workTask.select(taskId)(workState(state)).data : undefined;
  if (own) return own;
  for (const args of cachedTaskLists(state, workspaceId)) {
    const pages = taskQueries.endpoints.workTasks.select(args)(workState(state)).data?.pages ?? [];
    const found = findInPages(pages as TaskPage[], taskId);
    if (found) return found.page.data[found.index];
  }
  for (const args of cachedFlows(state, workspaceId)) {
    const found = taskQueries.endpoints.workFlow
      .select(args)(workState(state))
      .data?.find((task) => task.id === taskId);
    if (found) return found;
  }
  return undefined;
}
