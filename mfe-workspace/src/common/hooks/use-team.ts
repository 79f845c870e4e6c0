import { useWorkMembersQuery } from '../members/members-api';
import { useCurrentUserId } from './use-current-user-id';
import { useCurrentWorkspace } from './use-current-workspace';

/**
 * The page's workspace with its active members and the signed-in user's place in it. `isAdmin`
 * follows the member list, which changes live with a role change; the workspace list is the fallback.
 */
export function useTeam() {
  const current = useCurrentWorkspace();
  const members = useWorkMembersQuery(current.workspaceId);
  const selfId = useCurrentUserId();
  const ownRole = members.data?.find((member) => member.user_id === selfId)?.role;
  return {
    workspaceId: current.workspaceId,
    workspace: current.workspace,
    members: members.data,
    selfId,
    isAdmin: ownRole ? ownRole === 'admin' : current.isAdmin,
    isLoading: members.isLoading || current.isLoading,
    /** Either list failed (or the workspace is not among the user's). */
    failed: Boolean(members.error || current.error) || (!members.isLoading && !current.isLoading && (!members.data || !current.workspace)),
    error: members.error ?? current.error,
    retry: () => {
      void members.refetch();
      void current.refetch();
    },
  };
}
