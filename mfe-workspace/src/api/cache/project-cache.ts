import { apiSlice } from '@stepwise/shared/api';
import type { projectsApi } from '../projects-api';
import type { Project } from '../work-types';
import { byId, removeFromList, upsertInList } from './list-edits';
import type { CachePatch, WorkThunk } from './work-thunk';

const api = () => apiSlice as unknown as typeof projectsApi;

/** A project as it is now, in every cached project list of its workspace (an archived one leaves the lists without archived projects). */
export function upsertProject(project: Project): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    api()
      .util.selectCachedArgsForQuery(getState(), 'workProjects')
      .filter((args) => args.workspaceId === project.workspace_id)
      .map((args) =>
        dispatch(
          api().util.updateQueryData('workProjects', args, (draft) => {
            if (project.archived && !args.archived) removeFromList(draft, project.id, byId);
            else upsertInList(draft, project, byId);
          }),
        ),
      );
}
