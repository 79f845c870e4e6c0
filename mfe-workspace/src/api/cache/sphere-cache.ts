import { apiSlice } from '@stepwise/shared/api';
import type { spheresApi } from '../spheres-api';
import type { Sphere } from '../work-types';
import { byId, removeFromList, upsertInList } from './list-edits';
import type { CachePatch, WorkThunk } from './work-thunk';

const api = () => apiSlice as unknown as typeof spheresApi;

/** Edits the workspace's cached sphere list, if one is cached. */
function editSpheres(workspaceId: number, edit: (spheres: Sphere[]) => void): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    api()
      .util.selectCachedArgsForQuery(getState(), 'workSpheres')
      .filter((cached) => cached === workspaceId)
      .map((cached) => dispatch(api().util.updateQueryData('workSpheres', cached, edit)));
}

export function upsertSphere(sphere: Sphere): WorkThunk<CachePatch[]> {
  return editSpheres(sphere.workspace_id, (draft) => upsertInList(draft, sphere, byId));
}

export function removeSphere(workspaceId: number, sphereId: number): WorkThunk<CachePatch[]> {
  return editSpheres(workspaceId, (draft) => void removeFromList(draft, sphereId, byId));
}
