import type { MemberListResponse } from '@stepwise/contracts';
import { removeMember, upsertMember } from './cache/member-cache';
import { workApiBase, workspaceTag, type Envelope } from './work-api';
import type { Member, UpdateMemberBody } from './work-types';

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
        const done = await queryFulfilled.then(() => true, () => false);
        if (done) dispatch(removeMember(workspaceId, userId));
      },
    }),
  }),
});

export const { useWorkMembersQuery, useWorkUpdateMemberMutation, useWorkRemoveMemberMutation } = membersApi;
