import { apiSlice } from '@stepwise/shared/api';
import type { membersApi } from '../members-api';
import type { Member } from '../work-types';
import { removeFromList, upsertInList } from './list-edits';
import type { CachePatch, WorkThunk } from './work-thunk';

const api = () => apiSlice as unknown as typeof membersApi;
const byUser = (member: Member) => member.user_id;

/** Edits the workspace's cached member list, if one is cached. */
function editMembers(workspaceId: number, edit: (members: Member[]) => void): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    api()
      .util.selectCachedArgsForQuery(getState(), 'workMembers')
      .filter((cached) => cached === workspaceId)
      .map((cached) => dispatch(api().util.updateQueryData('workMembers', cached, edit)));
}

/** A member as the API now answers it: added, replaced, or dropped from the active list when no longer active. */
export function upsertMember(workspaceId: number, member: Member): WorkThunk<CachePatch[]> {
  return editMembers(workspaceId, (draft) => {
    if (member.status === 'active') upsertInList(draft, member, byUser);
    else removeFromList(draft, member.user_id, byUser);
  });
}

export function removeMember(workspaceId: number, userId: number): WorkThunk<CachePatch[]> {
  return editMembers(workspaceId, (draft) => void removeFromList(draft, userId, byUser));
}
