import type { RootState } from '@stepwise/shared';
import { spheresApi } from '../spheres/spheres-api';
import { taskQueries } from './task-queries';
import { localToday } from '../time/local-today';
import { moveInFlow, reorderFlow } from './flow-order';
import { optimisticTransition, type OptimisticContext } from './optimistic-task';
import type { FlowArgs, Task } from '../api/work-types';
import { cachedFlows, findCachedTask, upsertTask } from './task-cache';
import { workState, type CachePatch, type WorkThunk } from '../api/work-thunk';

/** Today, now, and the stages of the sphere if its workspace's spheres are loaded. */
export function optimisticContext(state: RootState, workspaceId: number, sphereId: number): OptimisticContext {
  const cached = spheresApi.util.selectCachedArgsForQuery(state, 'workSpheres').includes(workspaceId);
  const list = cached ? spheresApi.endpoints.workSpheres.select(workspaceId)(workState(state)).data : undefined;
  return { today: localToday(), now: new Date().toISOString(), stages: list?.find((sphere) => sphere.id === sphereId)?.stages };
}

function activeTasksOf(state: RootState, workspaceId: number, userId: number, except: number): Task[] {
  const cached = cachedFlows(state, workspaceId).some((args) => args.userId === userId);
  const flow = cached ? (taskQueries.endpoints.workFlow.select({ workspaceId, userId })(workState(state)).data ?? []) : [];
  return flow.filter((task) => task.state === 'in_progress' && task.id !== except);
}

/**
 * Shows a change of a cached task at once, everywhere it is cached; returns the patches that undo it
 * (none when the task is not cached). Starting a task pauses its assignee's other one, as the API does.
 */
export function optimisticTaskChange(workspaceId: number, taskId: number, change: (task: Task, context: OptimisticContext) => Task): WorkThunk<CachePatch[]> {
  return (dispatch, getState) => {
    const task = findCachedTask(getState(), workspaceId, taskId);
    if (!task) return [];
    const next = change(task, optimisticContext(getState(), workspaceId, task.sphere_id));
    const patches = dispatch(upsertTask(next, { force: true }));
    if (next.state === 'in_progress' && task.state !== 'in_progress' && next.assignee_id !== null) {
      for (const other of activeTasksOf(getState(), workspaceId, next.assignee_id, taskId)) {
        const paused = optimisticTransition(other, 'pause', optimisticContext(getState(), workspaceId, other.sphere_id));
        patches.push(...dispatch(upsertTask(paused, { force: true })));
      }
    }
    return patches;
  };
}

/** Shows a drag in a member's flow at once (see moveInFlow); the patch undoes it. */
export function optimisticFlowMove(flow: FlowArgs, taskId: number, afterTaskId: number | null): WorkThunk<CachePatch[]> {
  return (dispatch) => [dispatch(taskQueries.util.updateQueryData('workFlow', flow, (draft) => void moveInFlow(draft, taskId, afterTaskId)))];
}

/** Shows a new order of a member's flow at once; the patch undoes it. */
export function optimisticFlowOrder(flow: FlowArgs, taskIds: readonly number[]): WorkThunk<CachePatch[]> {
  return (dispatch) => [dispatch(taskQueries.util.updateQueryData('workFlow', flow, (draft) => void reorderFlow(draft, taskIds)))];
}
