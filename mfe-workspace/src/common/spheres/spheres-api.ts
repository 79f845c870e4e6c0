import type { SphereListResponse } from '@stepwise/contracts';
import { byId, removeFromList, upsertInList } from '../api/list-edits';
import { workApiBase, workspaceTag, type Envelope } from '../api/work-api';
import type { CachePatch, WorkThunk } from '../api/work-thunk';
import type { CreateSphereBody, Sphere, UpdateSphereBody } from '../api/work-types';

/** Spheres and their stages. Deleting one that holds tasks names a stage of another sphere for them. */
export const spheresApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workSpheres: builder.query<Sphere[], number>({
      query: (workspaceId) => `workspaces/${workspaceId}/spheres`,
      transformResponse: (response: SphereListResponse) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkSphere', id: workspaceTag(workspaceId) }],
    }),
    workCreateSphere: builder.mutation<Sphere, { workspaceId: number; body: CreateSphereBody }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/spheres`, method: 'POST', body }),
      transformResponse: (response: Envelope<Sphere>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertSphere(data));
      },
    }),
    workUpdateSphere: builder.mutation<Sphere, { sphereId: number; body: UpdateSphereBody }>({
      query: ({ sphereId, body }) => ({ url: `spheres/${sphereId}`, method: 'PATCH', body }),
      transformResponse: (response: Envelope<Sphere>) => response.data,
      // Deleted stages moved their tasks: the tasks are read again.
      invalidatesTags: (result, _error, { body }) => (result && body.stages ? [{ type: 'WorkTask', id: workspaceTag(result.workspace_id) }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertSphere(data));
      },
    }),
    workDeleteSphere: builder.mutation<void, { workspaceId: number; sphereId: number; moveToStageId?: number }>({
      query: ({ sphereId, moveToStageId }) => ({
        url: `spheres/${sphereId}`,
        method: 'DELETE',
        params: moveToStageId === undefined ? undefined : { move_to_stage_id: String(moveToStageId) },
      }),
      invalidatesTags: (_result, error, { workspaceId, moveToStageId }) =>
        error || moveToStageId === undefined ? [] : [{ type: 'WorkTask', id: workspaceTag(workspaceId) }],
      async onQueryStarted({ workspaceId, sphereId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(removeSphere(workspaceId, sphereId));
      },
    }),
  }),
});

export const { useWorkSpheresQuery, useWorkCreateSphereMutation, useWorkUpdateSphereMutation, useWorkDeleteSphereMutation } = spheresApi;

/** Edits the workspace's cached sphere list, if one is cached. */
function editSpheres(workspaceId: number, edit: (spheres: Sphere[]) => void): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    spheresApi.util
      .selectCachedArgsForQuery(getState(), 'workSpheres')
      .filter((cached) => cached === workspaceId)
      .map((cached) => dispatch(spheresApi.util.updateQueryData('workSpheres', cached, edit)));
}

export function upsertSphere(sphere: Sphere): WorkThunk<CachePatch[]> {
  return editSpheres(sphere.workspace_id, (draft) => upsertInList(draft, sphere, byId));
}

export function removeSphere(workspaceId: number, sphereId: number): WorkThunk<CachePatch[]> {
  return editSpheres(workspaceId, (draft) => void removeFromList(draft, sphereId, byId));
}
