import type { GoalListResponse } from '@stepwise/contracts';
import { byId, removeFromList, upsertInList } from '../api/list-edits';
import { workApiBase, workspaceTag, type Envelope } from '../api/work-api';
import type { CachePatch, WorkThunk } from '../api/work-thunk';
import type { CreateGoalBody, Goal, UpdateGoalBody } from '../api/work-types';

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

/** A goal as it is now, in every cached goal list of its workspace (an archived one leaves the lists without archived goals). */
export function upsertGoal(goal: Goal): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    goalsApi.util
      .selectCachedArgsForQuery(getState(), 'workGoals')
      .filter((args) => args.workspaceId === goal.workspace_id)
      .map((args) =>
        dispatch(
          goalsApi.util.updateQueryData('workGoals', args, (draft) => {
            if (goal.archived && !args.archived) removeFromList(draft, goal.id, byId);
            else upsertInList(draft, goal, byId);
          }),
        ),
      );
}
