import type { WorkloadMember } from '@stepwise/contracts';
import { workApiBase, workspaceTag } from '../../common/api/work-api';

/** The board's range (local dates, inclusive) and its filters. */
export interface WorkloadArgs {
  workspaceId: number;
  from: string;
  to: string;
  sphereId?: number;
  goalId?: number;
  projectId?: number;
}

/**
 * The workload board: each member's capacity per day against the forecast's placement of their
 * tasks. Read whole; every change that can move it is followed by `forecast.changed`, and working
 * time changes refetch it at once (live/apply-workspace-event.ts).
 */
export const workloadApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workWorkload: builder.query<WorkloadMember[], WorkloadArgs>({
      query: ({ workspaceId, from, to, sphereId, goalId, projectId }) => ({
        url: `workspaces/${workspaceId}/workload`,
        params: { from, to, sphere_id: sphereId, goal_id: goalId, project_id: projectId },
      }),
      transformResponse: (response: { data: WorkloadMember[] }) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [
        { type: 'WorkWorkload', id: workspaceTag(workspaceId) },
        { type: 'WorkCalendar', id: workspaceTag(workspaceId) },
      ],
    }),
  }),
});

export const { useWorkWorkloadQuery } = workloadApi;
