import type { AppDispatch } from '@stepwise/shared';
import type { FlowResponse } from '@stepwise/contracts';
import { optimisticFlowMove, optimisticFlowOrder } from './cache/optimistic-change';
import { flowTag, upsertTask } from './cache/task-cache';
import { undoAll } from './cache/work-thunk';
import { workApiBase, workspaceTag } from './work-api';
import type { FlowArgs, Task } from './work-types';

/** What a flow change answers: the flow in its new order, or the moved task. */
type FlowChangeAnswer = { data: Task[] } | { data: Task } | undefined;

/**
 * A member's flow: their unfinished tasks, the one in progress first. A reorder or a drag shows at
 * once and is undone if the API refuses.
 */
export const flowApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workFlow: builder.query<Task[], FlowArgs>({
      query: ({ workspaceId, userId }) => `workspaces/${workspaceId}/flow/${userId}`,
      transformResponse: (response: FlowResponse) => response.data,
      providesTags: (_result, _error, { workspaceId, userId }) => [
        { type: 'WorkFlow', id: workspaceTag(workspaceId) },
        { type: 'WorkFlow', id: flowTag(workspaceId, userId) },
      ],
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

/** The answer's order (or the moved task's new key) replaces the guess; a refusal undoes it and reads the flow again. */
async function settleFlow(
  dispatch: AppDispatch,
  queryFulfilled: Promise<{ data: FlowChangeAnswer }>,
  patches: Array<{ undo(): void }>,
  flow: FlowArgs,
) {
  try {
    const { data: answer } = await queryFulfilled;
    if (Array.isArray(answer?.data)) dispatch(flowApi.util.upsertQueryData('workFlow', flow, answer.data));
    else if (answer?.data) dispatch(upsertTask(answer.data, { answer: true }));
  } catch {
    undoAll(patches);
    dispatch(flowApi.util.invalidateTags([{ type: 'WorkFlow', id: flowTag(flow.workspaceId, flow.userId) }]));
  }
}

export const { useWorkFlowQuery, useWorkReorderFlowMutation, useWorkMoveInFlowMutation } = flowApi;
