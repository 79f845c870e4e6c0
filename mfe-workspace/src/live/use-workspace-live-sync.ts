import { useEffect } from 'react';
import { useAppDispatch, useLiveChannel } from '@stepwise/shared';
import { holdWorkspaceLive } from './workspace-live-sync';

/** While the screen shows a workspace, its live events keep the cache up to date (none for null). */
export function useWorkspaceLiveSync(workspaceId: number | null): void {
  const channel = useLiveChannel();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!channel || workspaceId === null) return;
    return holdWorkspaceLive(channel, dispatch, workspaceId);
  }, [channel, dispatch, workspaceId]);
}
