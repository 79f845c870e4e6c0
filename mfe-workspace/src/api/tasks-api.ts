import type { AppDispatch } from '@stepwise/shared';
import type { TaskActivityListResponse } from '@stepwise/contracts';
import { TASK_PAGE_DEFAULT } from '@stepwise/contracts/rules';
import { optimisticTaskChange } from './cache/optimistic-change';
import { removeTask, taskListTag, upsertTask } from './cache/task-cache';
import { undoAll, type CachePatch } from './cache/work-thunk';
import { optimisticTaskPatch, optimisticTransition } from './tasks/optimistic-task';
import { timeTags } from './time-tags';
import { workApiBase, workspaceTag, type Envelope } from './work-api';
import type { CreateTaskBody, FinishTaskBody, StartTaskBody, Task, TaskActivity, TaskListArgs, TaskPage, UpdateTaskBody } from './work-types';

export interface TaskArgs {
  workspaceId: number;
  taskId: number;
}

export type TransitionArgs = TaskArgs &
  ({ transition: 'start'; body?: StartTaskBody } | { transition: 'finish'; body?: FinishTaskBody } | { transition: 'pause' | 'reopen'; body?: undefined });

/**
 * Tasks: the filtered, paged list (an infinite query: `fetchNextPage` follows `next_cursor`), one
 * task, its history, and the changes. A patch and the transitions show at once everywhere the task
 * is cached and are undone if the API refuses; the answer then replaces the guess.
 */
export const tasksApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workTasks: builder.infiniteQuery<TaskPage, TaskListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.meta.next_cursor,
      },
      query: ({ queryArg: { workspaceId, filters = {}, limit = TASK_PAGE_DEFAULT }, pageParam }) => {
        const params: Record<string, string> = { limit: String(limit) };
        for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params[key] = String(value);
        if (pageParam) params.cursor = pageParam;
        return { url: `workspaces/${workspaceId}/tasks`, params };
      },
      providesTags: (_result, _error, args) => [
        { type: 'WorkTask', id: workspaceTag(args.workspaceId) },
        { type: 'WorkTask', id: taskListTag(args) },
      ],
    }),
    workTask: builder.query<Task, number>({
      query: (taskId) => `tasks/${taskId}`,
      transformResponse: (response: Envelope<Task>) => response.data,
      providesTags: (result, _error, taskId) => [{ type: 'WorkTask', id: taskId }, ...(result ? [{ type: 'WorkTask' as const, id: workspaceTag(result.workspace_id) }] : [])],
    }),
    workTaskActivity: builder.query<TaskActivity[], number>({
      query: (taskId) => `tasks/${taskId}/activity`,
      transformResponse: (response: TaskActivityListResponse) => response.data,
      providesTags: (_result, _error, taskId) => [{ type: 'WorkActivity', id: taskId }],
    }),
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
      invalidatesTags: (_result, _error, { workspaceId, taskId, body }) => [{ type: 'WorkActivity', id: taskId }, ...(body.stage_id === undefined ? [] : timeTags(workspaceId))],
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
        const done = await queryFulfilled.then(() => true, () => false);
        if (done) dispatch(removeTask(workspaceId, taskId));
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
    dispatch(tasksApi.util.invalidateTags([{ type: 'WorkTask', id: taskId }]));
  }
}

export const {
  useWorkTasksInfiniteQuery,
  useWorkTaskQuery,
  useWorkTaskActivityQuery,
  useWorkCreateTaskMutation,
  useWorkUpdateTaskMutation,
  useWorkTransitionTaskMutation,
  useWorkDeleteTaskMutation,
} = tasksApi;
