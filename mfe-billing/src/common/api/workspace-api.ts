import { apiSlice } from '@stepwise/shared';

/** The few workspace fields the billing screens show. */
export interface BillingWorkspace {
  id: number;
  name: string;
  member_count: number;
}

/** Endpoint names carry the `billing` prefix: the api slice is one for the whole product. */
export const billingWorkspaceApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    billingWorkspace: builder.query<BillingWorkspace, number>({
      query: (id) => `workspaces/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Workspaces', id }],
    }),
  }),
});

export const { useBillingWorkspaceQuery } = billingWorkspaceApi;
