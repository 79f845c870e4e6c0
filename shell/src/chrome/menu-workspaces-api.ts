import { apiSlice } from '@stepwise/shared/api';

export interface MenuWorkspace {
  id: number;
  name: string;
  role: 'admin' | 'member';
}

/** The user's workspaces as far as the shell's menus need them (its own endpoint name: one api slice for the product). */
const menuWorkspacesApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    shellMenuWorkspaces: builder.query<MenuWorkspace[], void>({
      query: () => 'workspaces',
      transformResponse: (response: { data: MenuWorkspace[] }) => response.data,
      providesTags: [{ type: 'Workspaces' as const, id: 'LIST' }],
    }),
  }),
});

export const { useShellMenuWorkspacesQuery } = menuWorkspacesApi;
