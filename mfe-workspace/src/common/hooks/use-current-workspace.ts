import { useWorkWorkspacesQuery } from '../workspaces/workspaces-api';
import { useWorkspaceId } from './use-workspace-id';

/**
 * The workspace of the page as the user's workspace list has it: their role in it (admin or member),
 * the active member count and the subscription. `isAdmin` is false until it is known.
 */
export function useCurrentWorkspace() {
  const workspaceId = useWorkspaceId();
  const query = useWorkWorkspacesQuery();
  const workspace = query.data?.find((candidate) => candidate.id === workspaceId);
  return { workspaceId, workspace, isAdmin: workspace?.role === 'admin', isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
