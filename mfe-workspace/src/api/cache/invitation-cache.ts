import { apiSlice } from '@stepwise/shared/api';
import type { invitationsApi } from '../invitations-api';
import type { Invitation } from '../work-types';
import { byId, upsertInList } from './list-edits';
import type { CachePatch, WorkThunk } from './work-thunk';

const api = () => apiSlice as unknown as typeof invitationsApi;

/** An invitation as it is now (sent, resent, accepted, revoked, expired); a new one comes first. */
export function upsertInvitation(workspaceId: number, invitation: Invitation): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    api()
      .util.selectCachedArgsForQuery(getState(), 'workInvitations')
      .filter((cached) => cached === workspaceId)
      .map((cached) => dispatch(api().util.updateQueryData('workInvitations', cached, (draft) => upsertInList(draft, invitation, byId, 'start'))));
}
