import type { MemberListResponse } from '@stepwise/contracts';
import { removeFromList, upsertInList } from '../api/list-edits';
import { workApiBase, workspaceTag, type Envelope } from '../api/work-api';
import type { CachePatch, WorkThunk } from '../api/work-thunk';
import type { Member, UpdateMemberBody } from '../api/work-types';

export interface MemberArgs {
  workspaceId: number;
  userId: number;
}

/** The workspace's active members; changing a role; removing a member. */
export const membersApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workMembers: builder.query<Member[], number>({
      query: (workspaceId) => `workspaces/${workspaceId}/members`,
      transformResponse: (response: MemberListResponse) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkMember', id: workspaceTag(workspaceId) }],
    }),
    workUpdateMember: builder.mutation<Member, MemberArgs & { body: UpdateMemberBody }>({
      query: ({ workspaceId, userId, body }) => ({ url: `workspaces/${workspaceId}/members/${userId}`, method: 'PATCH', body }),
      transformResponse: (response: Envelope<Member>) => response.data,
      async onQueryStarted({ workspaceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertMember(workspaceId, data));
      },
    }),
    workRemoveMember: builder.mutation<void, MemberArgs>({
      query: ({ workspaceId, userId }) => ({ url: `workspaces/${workspaceId}/members/${userId}`, method: 'DELETE' }),
      // The member count changed, and a member who left has one workspace less: the user's list is read again.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Workspaces', id: 'LIST' }]),
      async onQueryStarted({ workspaceId, userId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(removeMember(workspaceId, userId));
      },
    }),
  }),
});

export const { useWorkMembersQuery, useWorkUpdateMemberMutation, useWorkRemoveMemberMutation } = membersApi;

const byUser = (member: Member) => member.user_id;

/** Edits the workspace's cached member list, if one is cached. */
function editMembers(workspaceId: number, edit: (members: Member[]) => void): WorkThunk<CachePatch[]> {
  return (dispatch, getState) =>
    membersApi.util
      .selectCachedArgsForQuery(getState(), 'workMembers')
      .filter((cached) => cached === workspaceId)
      .map((cached) => dispatch(membersApi.util.updateQueryData('workMembers', cached, edit)));
}

/** A member as the API now answers it: added, replaced, or dropped from the active list when no longer active. */
export function upsertMember(workspaceId: number, member: Member): WorkThunk<CachePatch[]> {
  return editMembers(workspaceId, (draft) => {
    if (member.status === 'active') upsertInList(draft, member, byUser);
    else removeFromList(draft, member.user_id, byUser);
  });
}

export function removeMember(workspaceId: number, userId: number): WorkThunk<CachePatch[]> {
  return editMembers(workspaceId, (draft) => void removeFromList(draft, userId, byUser));
}
