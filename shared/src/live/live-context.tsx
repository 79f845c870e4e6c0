import { createContext, use, useEffect, useRef } from 'react';
import type { LiveStatus, LiveSubscription } from './live-connection';

/** What screens need of the page's live connection: following a workspace. */
export interface LiveChannel {
  /** Follows a workspace; the returned function stops following it. */
  subscribe(workspaceId: number, listener: LiveSubscription): () => void;
}

export interface LiveState {
  /** Null while no user is signed in (or on a host without a live connection: a remote running alone in a test). */
  channel: LiveChannel | null;
  status: LiveStatus;
}

/**
 * The page's one live connection, opened by the host (the shell, or a remote's standalone host) for
 * the signed-in user; remotes reach it through the hooks below. A test gives its own value.
 */
export const LiveContext = createContext<LiveState>({ channel: null, status: 'connecting' });

export function useLiveChannel(): LiveChannel | null {
  return use(LiveContext).channel;
}

/** `live`, `connecting`, `reconnecting` (a drop: changes arrive once it is back) or `signed-out`. */
export function useLiveStatus(): LiveStatus {
  return use(LiveContext).status;
}

/**
 * Follows a workspace while the component is mounted (none when `workspaceId` is null). The
 * handlers may change on every render; each event reaches the latest ones, exactly once.
 */
export function useLiveWorkspace(workspaceId: number | null, subscription: LiveSubscription): void {
  const channel = useLiveChannel();
  const latest = useRef(subscription);
  useEffect(() => {
    latest.current = subscription;
  });
  useEffect(() => {
    if (!channel || workspaceId === null) return;
    return channel.subscribe(workspaceId, {
      onEvent: (event) => latest.current.onEvent(event),
      onReset: () => latest.current.onReset?.(),
      onEnded: (reason) => latest.current.onEnded?.(reason),
    });
  }, [channel, workspaceId]);
}
