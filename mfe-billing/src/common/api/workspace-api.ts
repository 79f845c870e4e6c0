import type { WorkspaceResponse } from '@stepwise/contracts';
import { apiSlice } from '@stepwise/shared/api';

/** The few workspace fields the billing screens show, as GET /api/workspaces/{id} answers them. */
export type BillingWorkspace = Pick<WorkspaceResponse, 'id' | 'name' | 'member_count'>;

/** Endpoint names carry the `billing` prefix: the api slice is one for the whole product. */
export const billingWorkspaceApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    billingWorkspace: builder.query<WorkspaceResponse, number>({
      query: (id) => `workspaces/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Workspaces', id }],
    }),
  }),
});

export const { useBillingWorkspaceQuery } = billingWorkspaceApi;
