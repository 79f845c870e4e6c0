import { useParams } from 'react-router';

/** The workspace of the page (`/w/:workspace/…`, digits: the route's rule has checked it). */
export function useWorkspaceId(): number {
  const { workspace } = useParams();
  return Number(workspace);
}
