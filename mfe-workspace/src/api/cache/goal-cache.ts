import { apiSlice } from '@stepwise/shared/api';
import type { goalsApi } from '../goals-api';
import type { Goal } from '../work-types';
import { byId, removeFromList, upsertInList } from './list-edits';
import type { CachePatch, WorkThunk } from './work-thunk';

const api = () => apiSlice as unknown as typeof goalsApi;

/** A goal as it is now, in every cached goal list of its workspace (an archived one leaves the lists without archived goals). */
export function upsertGoal(goal: Goal): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    api()
      .util.selectCachedArgsForQuery(getState(), 'workGoals')
      .filter((args) => args.workspaceId === goal.workspace_id)
      .map((args) =>
        dispatch(
          api().util.updateQueryData('workGoals', args, (draft) => {
            if (goal.archived && !args.archived) removeFromList(draft, goal.id, byId);
            else upsertInList(draft, goal, byId);
          }),
        ),
      );
}
