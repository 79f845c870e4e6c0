import { apiSlice } from '@stepwise/shared';
import type { membersApi } from '../members-api';
import type { Member } from '../work-types';
import { removeFromList, upsertInList } from './list-edits';
import type { CachePatch, WorkThunk } from './work-thunk';

const api = () => apiSlice as unknown as typeof membersApi;
const byUser = (member: Member) => member.user_id;

/** A member as the API now answers it: added, replaced, or dropped from the active list when no longer active. */
export function upsertMember(workspaceId: number, member: Member): WorkThunk<CachePatch[]> {
  return (dispatch) => [
    dispatch(
      api().util.updateQueryData('workMembers', workspaceId, (draft) => {
        if (member.status === 'active') upsertInList(draft, member, byUser);
        else removeFromList(draft, member.user_id, byUser);
      }),
    ),
  ];
}

export function removeMember(workspaceId: number, userId: number): WorkThunk<CachePatch[]> {
  return (dispatch) => [dispatch(api().util.updateQueryData('workMembers', workspaceId, (draft) => void removeFromList(draft, userId, byUser)))];
}
