import { apiSlice } from '@stepwise/shared';
import type { spheresApi } from '../spheres-api';
import type { Sphere } from '../work-types';
import { byId, removeFromList, upsertInList } from './list-edits';
import type { CachePatch, WorkThunk } from './work-thunk';

const api = () => apiSlice as unknown as typeof spheresApi;

export function upsertSphere(sphere: Sphere): WorkThunk<CachePatch[]> {
  return (dispatch) => [dispatch(api().util.updateQueryData('workSpheres', sphere.workspace_id, (draft) => upsertInList(draft, sphere, byId)))];
}

export function removeSphere(workspaceId: number, sphereId: number): WorkThunk<CachePatch[]> {
  return (dispatch) => [dispatch(api().util.updateQueryData('workSpheres', workspaceId, (draft) => void removeFromList(draft, sphereId, byId)))];
}
