import type { ProjectListResponse } from '@stepwise/contracts';
import { upsertProject } from './cache/project-cache';
import { workApiBase, workspaceTag, type Envelope } from './work-api';
import type { CreateProjectBody, Project, UpdateProjectBody } from './work-types';

export interface ProjectListArgs {
  workspaceId: number;
  /** Archived projects too. */
  archived?: boolean;
}

/** Projects of a workspace (a project counts against the plan's capacity: `plan_limit`, 409). */
export const projectsApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workProjects: builder.query<Project[], ProjectListArgs>({
      query: ({ workspaceId, archived }) => ({ url: `workspaces/${workspaceId}/projects`, params: archived ? { archived: 'true' } : undefined }),
      transformResponse: (response: ProjectListResponse) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'WorkProject', id: workspaceTag(workspaceId) }],
    }),
    workCreateProject: builder.mutation<Project, { workspaceId: number; body: CreateProjectBody }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/projects`, method: 'POST', body }),
      transformResponse: (response: Envelope<Project>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertProject(data));
      },
    }),
    workUpdateProject: builder.mutation<Project, { projectId: number; body: UpdateProjectBody }>({
      query: ({ projectId, body }) => ({ url: `projects/${projectId}`, method: 'PATCH', body }),
      transformResponse: (response: Envelope<Project>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertProject(data));
      },
    }),
  }),
});

export const { useWorkProjectsQuery, useWorkCreateProjectMutation, useWorkUpdateProjectMutation } = projectsApi;
