import type { SprintDetailResponse, SprintProposalResponse, SprintResponse } from '@stepwise/contracts';
import { workApiBase, workspaceTag, type Envelope } from '../../common/api/work-api';

export type Sprint = SprintResponse;
export type SprintDetail = SprintDetailResponse;
export type SprintProposal = SprintProposalResponse;

export interface PlanSprintArgs {
  workspaceId: number;
  sprintId: number;
  /** The sprint's whole set of tasks after the change. */
  taskIds: number[];
}

/**
 * Sprints (docs/sprints.md): the workspace's list, one sprint with its numbers, its plan and the
 * proposal from the forecast (their settings are the settings page's). Read whole: the live
 * channel's `sprint.updated` refetches them (live/apply-workspace-event.ts).
 */
export const sprintsApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workSprints: builder.query<Sprint[], number>({
      query: (workspaceId) => `workspaces/${workspaceId}/sprints`,
      transformResponse: (response: { data: Sprint[] }) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkSprint', id: workspaceTag(workspaceId) }],
    }),
    workSprint: builder.query<SprintDetail, { workspaceId: number; sprintId: number }>({
      query: ({ sprintId }) => `sprints/${sprintId}`,
      transformResponse: (response: Envelope<SprintDetail>) => response.data,
      providesTags: (_result, _error, { workspaceId, sprintId }) => [
        { type: 'WorkSprint', id: workspaceTag(workspaceId) },
        { type: 'WorkSprint', id: sprintId },
      ],
    }),
    workSprintProposal: builder.query<SprintProposal, { workspaceId: number; sprintId: number }>({
      query: ({ sprintId }) => `sprints/${sprintId}/proposal`,
      transformResponse: (response: Envelope<SprintProposal>) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'WorkForecast', id: workspaceTag(workspaceId) }],
    }),
    workPlanSprint: builder.mutation<SprintDetail, PlanSprintArgs>({
      query: ({ sprintId, taskIds }) => ({ url: `sprints/${sprintId}/tasks`, method: 'PUT', body: { task_ids: taskIds } }),
      transformResponse: (response: Envelope<SprintDetail>) => response.data,
      // Planning a task here takes it out of another sprint: every sprint of the workspace is read again.
      invalidatesTags: (_result, error, { workspaceId }) => (error ? [] : [{ type: 'WorkSprint', id: workspaceTag(workspaceId) }]),
    }),
  }),
});

export const { useWorkSprintsQuery, useWorkSprintQuery, useWorkSprintProposalQuery, useWorkPlanSprintMutation } = sprintsApi;
