import type { InvitationListResponse } from '@stepwise/contracts';
import { byId, upsertInList } from '../../common/api/list-edits';
import type { CachePatch, WorkThunk } from '../../common/api/work-thunk';
import { workApiBase, workspaceTag, type Envelope } from '../../common/api/work-api';
import type { CreateInvitationBody, Invitation } from '../../common/api/work-types';

export interface InvitationArgs {
  workspaceId: number;
  invitationId: number;
}

/** Invitations of a workspace: the list, inviting, sending again and revoking. */
export const invitationsApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workInvitations: builder.query<Invitation[], number>({
      query: (workspaceId) => `workspaces/${workspaceId}/invitations`,
      transformResponse: (response: InvitationListResponse) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkInvitation', id: workspaceTag(workspaceId) }],
    }),
    workInvite: builder.mutation<Invitation, { workspaceId: number; body: CreateInvitationBody }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/invitations`, method: 'POST', body }),
      transformResponse: (response: Envelope<Invitation>) => response.data,
      async onQueryStarted({ workspaceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertInvitation(workspaceId, data));
      },
    }),
    workResendInvitation: builder.mutation<Invitation, InvitationArgs>({
      query: ({ workspaceId, invitationId }) => ({ url: `workspaces/${workspaceId}/invitations/${invitationId}/resend`, method: 'POST' }),
      transformResponse: (response: Envelope<Invitation>) => response.data,
      async onQueryStarted({ workspaceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertInvitation(workspaceId, data));
      },
    }),
    workRevokeInvitation: builder.mutation<void, InvitationArgs>({
      query: ({ workspaceId, invitationId }) => ({ url: `workspaces/${workspaceId}/invitations/${invitationId}`, method: 'DELETE' }),
      // The answer may be empty: the list is read again (a live `invitation.changed` follows anyway).
      invalidatesTags: (_result, error, { workspaceId }) => (error ? [] : [{ type: 'WorkInvitation', id: workspaceTag(workspaceId) }]),
    }),
  }),
});

export const { useWorkInvitationsQuery, useWorkInviteMutation, useWorkResendInvitationMutation, useWorkRevokeInvitationMutation } = invitationsApi;

/** An invitation as it is now (sent, resent, accepted, revoked, expired); a new one comes first. */
export function upsertInvitation(workspaceId: number, invitation: Invitation): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    invitationsApi.util
      .selectCachedArgsForQuery(getState(), 'workInvitations')
      .filter((cached) => cached === workspaceId)
      .map((cached) => dispatch(invitationsApi.util.updateQueryData('workInvitations', cached, (draft) => upsertInList(draft, invitation, byId, 'start'))));
}
