import type { GoalListResponse } from '@stepwise/contracts';
import { upsertGoal } from './cache/goal-cache';
import { workApiBase, workspaceTag, type Envelope } from './work-api';
import type { CreateGoalBody, Goal, UpdateGoalBody } from './work-types';

export interface GoalListArgs {
  workspaceId: number;
  /** Archived goals too. */
  archived?: boolean;
}

/** Goals of a workspace. Archiving is `PATCH { archived: true }`. */
export const goalsApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workGoals: builder.query<Goal[], GoalListArgs>({
      query: ({ workspaceId, archived }) => ({ url: `workspaces/${workspaceId}/goals`, params: archived ? { archived: 'true' } : undefined }),
      transformResponse: (response: GoalListResponse) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'WorkGoal', id: workspaceTag(workspaceId) }],
    }),
    workCreateGoal: builder.mutation<Goal, { workspaceId: number; body: CreateGoalBody }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/goals`, method: 'POST', body }),
      transformResponse: (response: Envelope<Goal>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertGoal(data));
      },
    }),
    workUpdateGoal: builder.mutation<Goal, { goalId: number; body: UpdateGoalBody }>({
      query: ({ goalId, body }) => ({ url: `goals/${goalId}`, method: 'PATCH', body }),
      transformResponse: (response: Envelope<Goal>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertGoal(data));
      },
    }),
  }),
});

export const { useWorkGoalsQuery, useWorkCreateGoalMutation, useWorkUpdateGoalMutation } = goalsApi;
