import type { WorkspaceEvent } from '@stepwise/contracts';
import type { LiveChannel, LiveSubscription } from '@stepwise/shared';

/** A live connection a test drives: it records who follows which workspace and delivers what the test says. */
export function fakeLiveChannel() {
  const listeners = new Map<number, Set<LiveSubscription>>();
  const channel: LiveChannel = {
    subscribe(workspaceId, listener) {
      const set = listeners.get(workspaceId) ?? new Set();
      set.add(listener);
      listeners.set(workspaceId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(workspaceId);
      };
    },
  };
  return {
    channel,
    /** How many listeners follow the workspace. */
    followers: (workspaceId: number) => listeners.get(workspaceId)?.size ?? 0,
    deliver: (workspaceId: number, event: WorkspaceEvent) => listeners.get(workspaceId)?.forEach((listener) => listener.onEvent(event)),
    reset: (workspaceId: number) => listeners.get(workspaceId)?.forEach((listener) => listener.onReset?.()),
    end: (workspaceId: number, reason: 'not_found' | 'removed') => listeners.get(workspaceId)?.forEach((listener) => listener.onEnded?.(reason)),
  };
}
