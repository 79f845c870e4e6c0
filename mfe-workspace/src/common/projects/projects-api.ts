import type { ProjectListResponse } from '@stepwise/contracts';
import { byId, removeFromList, upsertInList } from '../api/list-edits';
import { workApiBase, workspaceTag, type Envelope } from '../api/work-api';
import type { CachePatch, WorkThunk } from '../api/work-thunk';
import type { CreateProjectBody, Project, UpdateProjectBody } from '../api/work-types';

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

/** A project as it is now, in every cached project list of its workspace (an archived one leaves the lists without archived projects). */
export function upsertProject(project: Project): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    projectsApi.util
      .selectCachedArgsForQuery(getState(), 'workProjects')
      .filter((args) => args.workspaceId === project.workspace_id)
      .map((args) =>
        dispatch(
          projectsApi.util.updateQueryData('workProjects', args, (draft) => {
            if (project.archived && !args.archived) removeFromList(draft, project.id, byId);
            else upsertInList(draft, project, byId);
          }),
        ),
      );
}
