import { taskQueries } from './task-queries';
import { findCachedTask, upsertTask } from './task-cache';
import type { WorkThunk } from '../api/work-thunk';

/**
 * Reads a task again when a copy of it is on screen and puts the answer into every cached copy
 * (its panel, lists, flows): its recorded time changes with its time entries.
 */
export function refreshCachedTask(workspaceId: number, taskId: number): WorkThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!findCachedTask(getState(), workspaceId, taskId)) return;
    const read = dispatch(taskQueries.endpoints.workTask.initiate(taskId, { forceRefetch: true, subscribe: false }));
    const result = await read;
    if (result.data) dispatch(upsertTask(result.data, { answer: true }));
  };
}
