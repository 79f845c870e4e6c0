import type { FlowResponse, TaskActivityListResponse } from '@stepwise/contracts';
import { TASK_PAGE_DEFAULT } from '@stepwise/contracts/rules';
import { workApiBase, workspaceTag, type Envelope } from '../api/work-api';
import type { FlowArgs, Task, TaskActivity, TaskListArgs, TaskPage } from '../api/work-types';
import { flowTag, taskListTag } from './task-tags';

/**
 * Reading tasks: the filtered, paged list (an infinite query: `fetchNextPage` follows
 * `next_cursor`), one task, its history, and a member's flow (their unfinished tasks, the one in
 * progress first). The changes (task-mutations.ts) and the cache edits (task-cache.ts) build on these.
 */
export const taskQueries = workApiBase.injectEndpoints({
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
      providesTags: (result, _error, taskId) => [
        { type: 'WorkTask', id: taskId },
        ...(result ? [{ type: 'WorkTask' as const, id: workspaceTag(result.workspace_id) }] : []),
      ],
    }),
    workTaskActivity: builder.query<TaskActivity[], number>({
      query: (taskId) => `tasks/${taskId}/activity`,
      transformResponse: (response: TaskActivityListResponse) => response.data,
      providesTags: (_result, _error, taskId) => [{ type: 'WorkActivity', id: taskId }],
    }),
    workFlow: builder.query<Task[], FlowArgs>({
      query: ({ workspaceId, userId }) => `workspaces/${workspaceId}/flow/${userId}`,
      transformResponse: (response: FlowResponse) => response.data,
      providesTags: (_result, _error, { workspaceId, userId }) => [
        { type: 'WorkFlow', id: workspaceTag(workspaceId) },
        { type: 'WorkFlow', id: flowTag(workspaceId, userId) },
      ],
    }),
  }),
});

export const { useWorkTasksInfiniteQuery, useWorkTaskQuery, useWorkTaskActivityQuery, useWorkFlowQuery } = taskQueries;
