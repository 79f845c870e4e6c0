import type { InvitationPreviewResponse } from '@stepwise/contracts';
import { workApiBase, type Envelope } from '../../common/api/work-api';
import type { InvitationPreview, JoinedWorkspace } from '../../common/api/work-types';

/** The acceptance page's calls: the invitation previewed by its token before signing in, accepted once signed in. */
export const invitationAcceptanceApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
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

export const { useWorkInvitationPreviewQuery, useWorkAcceptInvitationMutation } = invitationAcceptanceApi;
