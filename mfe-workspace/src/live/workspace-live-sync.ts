import type { AppDispatch, LiveChannel } from '@stepwise/shared';
import { applyWorkspaceEvent, refetchWorkspace } from './apply-workspace-event';

/**
 * How long the cache keeps following a workspace after its last screen closed: as long as RTK
 * Query keeps unused data (60 s), so moving between the workspace's pages misses no event and
 * what they cached stays true.
 */
export const LIVE_LINGER_MS = 60_000;

interface Following {
  channel: LiveChannel;
  holders: number;
  stop: () => void;
  release?: ReturnType<typeof setTimeout>;
}

const following = new Map<number, Following>();

/**
 * Keeps the cache of a workspace in step with its live events while anything holds it; the returned
 * function lets go (the subscription ends LIVE_LINGER_MS after the last holder let go).
 */
export function holdWorkspaceLive(channel: LiveChannel, dispatch: AppDispatch, workspaceId: number, lingerMs = LIVE_LINGER_MS): () => void {
  let entry = following.get(workspaceId);
  if (entry && entry.channel !== channel) {
    // Another connection (a new sign-in): the old one's subscription goes.
    clearTimeout(entry.release);
    entry.stop();
    entry = undefined;
  }
  if (!entry) {
    const stop = channel.subscribe(workspaceId, {
      onEvent: (event) => dispatch(applyWorkspaceEvent(workspaceId, event)),
      onReset: () => dispatch(refetchWorkspace(workspaceId)),
      onEnded: () => dispatch(refetchWorkspace(workspaceId)),
    });
    entry = { channel, holders: 0, stop };
    following.set(workspaceId, entry);
  }
  const held = entry;
  clearTimeout(held.release);
  held.release = undefined;
  held.holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.holders--;
    if (held.holders > 0) return;
    held.release = setTimeout(() => {
      if (following.get(workspaceId) === held) following.delete(workspaceId);
      held.stop();
    }, lingerMs);
  };
}
