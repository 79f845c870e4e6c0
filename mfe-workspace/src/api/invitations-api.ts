import type { InvitationListResponse, InvitationPreviewResponse } from '@stepwise/contracts';
import { upsertInvitation } from './cache/invitation-cache';
import { workApiBase, workspaceTag, type Envelope } from './work-api';
import type { CreateInvitationBody, Invitation, InvitationPreview, JoinedWorkspace } from './work-types';

export interface InvitationArgs {
  workspaceId: number;
  invitationId: number;
}

/**
 * Invitations of a workspace (list, invite, revoke, send again) and the acceptance page's calls
 * (preview by token before signing in, accept once signed in).
 */
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
    workInvitationPreview: builder.query<InvitationPreview, string>({
      query: (token) => ({ url: 'invitations/preview', params: { token } }),
      transformResponse: (response: InvitationPreviewResponse) => response.data,
    }),
    workAcceptInvitation: builder.mutation<JoinedWorkspace, string>({
      query: (token) => ({ url: 'invitations/accept', method: 'POST', body: { token } }),
      transformResponse: (response: Envelope<JoinedWorkspace>) => response.data,
      // The user has one more workspace: the shell's switcher and the account list read theirs again.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Workspaces', id: 'LIST' }]),
    }),
  }),
});

export const {
  useWorkInvitationsQuery,
  useWorkInviteMutation,
  useWorkResendInvitationMutation,
  useWorkRevokeInvitationMutation,
  useWorkInvitationPreviewQuery,
  useWorkAcceptInvitationMutation,
} = invitationsApi;
