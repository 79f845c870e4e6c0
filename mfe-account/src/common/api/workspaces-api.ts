import { apiSlice } from '@stepwise/shared/api';
import type { CreateWorkspaceBody, DomainAvailabilityResponse, WorkspaceListResponse } from '@stepwise/contracts';
import type { Workspace, WorkspaceSubscription } from './account-types';

/** `plan` is omitted when the plan catalogue could not be loaded; `custom_department` goes with 'other' only. */
export type CreateWorkspaceRequest = CreateWorkspaceBody;
export type DomainAvailability = DomainAvailabilityResponse;
export type DomainUnavailableReason = NonNullable<DomainAvailability['reason']>;

/**
 * The account area's workspace calls. Endpoint names carry the `account` prefix: the api slice is
 * one for the whole product, so names must not collide with other remotes' endpoints.
 */
export const workspacesApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    accountWorkspaces: builder.query<Workspace[], void>({
      query: () => 'workspaces',
      transformResponse: (response: WorkspaceListResponse) => response.data,
      providesTags: (result) => [
        { type: 'Workspaces' as const, id: 'LIST' },
        ...(result ?? []).map((workspace) => ({ type: 'Workspaces' as const, id: workspace.id })),
      ],
    }),
    accountWorkspace: builder.query<Workspace, number>({
      query: (id) => `workspaces/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Workspaces', id }],
    }),
    accountWorkspaceSubscription: builder.query<WorkspaceSubscription | null, number>({
      // A workspace without a subscription answers 404: that is "no subscription", not a failure.
      queryFn: async (id, _api, _extra, baseQuery) => {
        const result = await baseQuery(`workspaces/${id}/subscription`);
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as WorkspaceSubscription };
      },
      providesTags: (_result, _error, id) => [{ type: 'Subscriptions', id: `workspace-${id}` }],
    }),
    accountCheckDomain: builder.mutation<DomainAvailability, string>({
      query: (domain) => ({ url: 'workspaces/domain', method: 'POST', body: { domain } }),
    }),
    accountCreateWorkspace: builder.mutation<Workspace, CreateWorkspaceRequest>({
      query: (body) => ({ url: 'workspaces', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Workspaces', id: 'LIST' }] : []),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // The "created" screen shows this workspace next: no need to fetch it again.
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(workspacesApi.util.upsertQueryData('accountWorkspace', data.id, data));
      },
    }),
  }),
});

export const {
  useAccountWorkspacesQuery,
  useAccountWorkspaceQuery,
  useAccountWorkspaceSubscriptionQuery,
  useAccountCheckDomainMutation,
  useAccountCreateWorkspaceMutation,
} = workspacesApi;
