import type { WorkspaceListResponse } from '@stepwise/contracts';
import { workApiBase } from '../api/work-api';
import type { JoinedWorkspace } from '../api/work-types';

/**
 * The signed-in user's workspaces (`GET /api/workspaces`): their role in each, the active member count
 * and the subscription. The same list the shell's switcher and the account area read (tag `Workspaces`).
 */
export const workspacesApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workWorkspaces: builder.query<JoinedWorkspace[], void>({
      query: () => 'workspaces',
      transformResponse: (response: WorkspaceListResponse) => response.data,
      providesTags: [{ type: 'Workspaces' as const, id: 'LIST' }],
    }),
  }),
});

export const { useWorkWorkspacesQuery } = workspacesApi;
