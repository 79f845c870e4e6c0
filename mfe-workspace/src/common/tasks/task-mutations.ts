import type { AppDispatch } from '@stepwise/shared';
import { timeTags } from '../api/time-tags';
import type { Envelope } from '../api/work-api';
import { undoAll, type CachePatch } from '../api/work-thunk';
import type { CreateTaskBody, FinishTaskBody, FlowArgs, StartTaskBody, Task, UpdateTaskBody } from '../api/work-types';
import { optimisticFlowMove, optimisticFlowOrder, optimisticTaskChange } from './optimistic-change';
import { optimisticTaskPatch, optimisticTransition } from './optimistic-task';
import { removeTask, upsertTask } from './task-cache';
import { taskQueries } from './task-queries';
import { flowTag } from './task-tags';

export interface TaskArgs {
  workspaceId: number;
  taskId: number;
}

export type TransitionArgs = TaskArgs &
  ({ transition: 'start'; body?: StartTaskBody } | { transition: 'finish'; body?: FinishTaskBody } | { transition: 'pause' | 'reopen'; body?: undefined });

/** What a flow change answers: the flow in its new order, or the moved task. */
type FlowChangeAnswer = { data: Task[] } | { data: Task } | undefined;

/**
 * Changing tasks and flows. A patch, the transitions, a reorder or a drag show at once everywhere
 * the task is cached and are undone if the API refuses; the answer then replaces the guess.
 */
export const taskMutations = taskQueries.injectEndpoints({
  endpoints: (builder) => ({
    workCreateTask: builder.mutation<Task, { workspaceId: number; body: CreateTaskBody }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/tasks`, method: 'POST', body }),
      transformResponse: (response: Envelope<Task>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertTask(data, { answer: true }));
      },
    }),
    workUpdateTask: builder.mutation<Task, TaskArgs & { body: UpdateTaskBody }>({
      query: ({ taskId, body }) => ({ url: `tasks/${taskId}`, method: 'PATCH', body }),
      transformResponse: (response: Envelope<Task>) => response.data,
      // A move to a stage of another state starts or pauses the task's timer.
      invalidatesTags: (_result, _error, { workspaceId, taskId, body }) => [
        { type: 'WorkActivity', id: taskId },
        ...(body.stage_id === undefined ? [] : timeTags(workspaceId)),
      ],
      async onQueryStarted({ workspaceId, taskId, body }, { dispatch, queryFulfilled }) {
        const patches = dispatch(optimisticTaskChange(workspaceId, taskId, (task, context) => optimisticTaskPatch(task, body, context)));
        await settle(dispatch, queryFulfilled, patches, taskId);
      },
    }),
    workTransitionTask: builder.mutation<Task, TransitionArgs>({
      query: ({ taskId, transition, body }) => ({ url: `tasks/${taskId}/${transition}`, method: 'POST', body: body ?? {} }),
      transformResponse: (response: Envelope<Task>) => response.data,
      // Starting, pausing or finishing opens or closes the timer's interval.
      invalidatesTags: (_result, _error, { workspaceId, taskId }) => [{ type: 'WorkActivity', id: taskId }, ...timeTags(workspaceId)],
      async onQueryStarted({ workspaceId, taskId, transition, body }, { dispatch, queryFulfilled }) {
        const spent = transition === 'finish' ? body?.spent_minutes : undefined;
        const patches = dispatch(optimisticTaskChange(workspaceId, taskId, (task, context) => optimisticTransition(task, transition, context, spent)));
        await settle(dispatch, queryFulfilled, patches, taskId);
      },
    }),
    workDeleteTask: builder.mutation<void, TaskArgs>({
      query: ({ taskId }) => ({ url: `tasks/${taskId}`, method: 'DELETE' }),
      async onQueryStarted({ workspaceId, taskId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(removeTask(workspaceId, taskId));
      },
    }),
    workReorderFlow: builder.mutation<FlowChangeAnswer, FlowArgs & { taskIds: number[] }>({
      query: ({ workspaceId, userId, taskIds }) => ({ url: `workspaces/${workspaceId}/flow/${userId}`, method: 'PUT', body: { task_ids: taskIds } }),
      async onQueryStarted({ workspaceId, userId, taskIds }, { dispatch, queryFulfilled }) {
        const patches = dispatch(optimisticFlowOrder({ workspaceId, userId }, taskIds));
        await settleFlow(dispatch, queryFulfilled, patches, { workspaceId, userId });
      },
    }),
    workMoveInFlow: builder.mutation<FlowChangeAnswer, FlowArgs & { taskId: number; afterTaskId: number | null }>({
      query: ({ workspaceId, userId, taskId, afterTaskId }) => ({
        url: `workspaces/${workspaceId}/flow/${userId}/move`,
        method: 'POST',
        body: { task_id: taskId, after_task_id: afterTaskId },
      }),
      async onQueryStarted({ workspaceId, userId, taskId, afterTaskId }, { dispatch, queryFulfilled }) {
        const patches = dispatch(optimisticFlowMove({ workspaceId, userId }, taskId, afterTaskId));
        await settleFlow(dispatch, queryFulfilled, patches, { workspaceId, userId });
      },
    }),
  }),
});

/** The answer replaces the optimistic copy; a refusal undoes it and reads the task again. */
async function settle(dispatch: AppDispatch, queryFulfilled: Promise<{ data: Task }>, patches: CachePatch[], taskId: number) {
  try {
    const { data } = await queryFulfilled;
    dispatch(upsertTask(data, { answer: true }));
  } catch {
    undoAll(patches);
    dispatch(taskQueries.util.invalidateTags([{ type: 'WorkTask', id: taskId }]));
  }
}

/** The answer's order (or the moved task's new key) replaces the guess; a refusal undoes it and reads the flow again. */
async function settleFlow(dispatch: AppDispatch, queryFulfilled: Promise<{ data: FlowChangeAnswer }>, patches: Array<{ undo(): void }>, flow: FlowArgs) {
  try {
    const { data: answer } = await queryFulfilled;
    if (Array.isArray(answer?.data)) dispatch(taskQueries.util.upsertQueryData('workFlow', flow, answer.data));
    else if (answer?.data) dispatch(upsertTask(answer.data, { answer: true }));
  } catch {
    undoAll(patches);
    dispatch(taskQueries.util.invalidateTags([{ type: 'WorkFlow', id: flowTag(flow.workspaceId, flow.userId) }]));
  }
}

export const {
  useWorkCreateTaskMutation,
  useWorkUpdateTaskMutation,
  useWorkTransitionTaskMutation,
  useWorkDeleteTaskMutation,
  useWorkReorderFlowMutation,
  useWorkMoveInFlowMutation,
} = taskMutations;
