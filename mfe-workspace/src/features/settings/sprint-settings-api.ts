import type { SprintSettingsBody } from '@stepwise/contracts';
import { workApiBase, workspaceTag, type Envelope } from '../../common/api/work-api';

export type SprintSettings = SprintSettingsBody;

/** The workspace's sprint settings (docs/sprints.md); the live channel's `sprint_settings.updated` refetches them. */
export const sprintSettingsApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workSprintSettings: builder.query<SprintSettings, number>({
      query: (workspaceId) => `workspaces/${workspaceId}/sprint-settings`,
      transformResponse: (response: Envelope<SprintSettings>) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkSprint', id: workspaceTag(workspaceId) }],
    }),
    workSaveSprintSettings: builder.mutation<SprintSettings, { workspaceId: number; body: SprintSettings }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/sprint-settings`, method: 'PUT', body }),
      transformResponse: (response: Envelope<SprintSettings>) => response.data,
      invalidatesTags: (_result, error, { workspaceId }) => (error ? [] : [{ type: 'WorkSprint', id: workspaceTag(workspaceId) }]),
    }),
  }),
});

export const { useWorkSprintSettingsQuery, useWorkSaveSprintSettingsMutation } = sprintSettingsApi;
