import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loggedOut, selectAuthUser } from '../auth/auth-slice';
import { tokenStorage } from '../auth/token-storage';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { LiveConnection, type LiveConnectionOptions, type LiveStatus } from './live-connection';
import { LiveContext, type LiveState } from './live-context';

export interface LiveProviderProps {
  children: ReactNode;
  /** Test seams of the connection (a fake WebSocket, timers). */
  connectionOptions?: Partial<LiveConnectionOptions>;
}

/**
 * Opens the page's one live connection (docs/live.md) for the signed-in user, with their access
 * token, and closes it on sign-out. The socket itself opens only once a screen follows a workspace;
 * coming back online or to the tab reconnects at once instead of waiting for the next attempt. When
 * the server ends the session (signed out in another tab or on another device, the password changed),
 * the page signs out as after any 401.
 */
export function LiveProvider({ children, connectionOptions }: LiveProviderProps) {
  const userId = useAppSelector((state) => selectAuthUser(state)?.id ?? null);
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<{ of: LiveConnection | null; status: LiveStatus }>({ of: null, status: 'connecting' });
  const connection = useMemo(() => {
    if (userId === null || typeof window === 'undefined') return null;
    const created: LiveConnection = new LiveConnection({
      origin: window.location.origin,
      getToken: () => tokenStorage.get(),
      onSignedOut: () => {
        tokenStorage.clear();
        dispatch(loggedOut({ reason: 'unauthorized' }));
      },
      ...connectionOptions,
      onStatus: (next) => setStatus({ of: created, status: next }),
    });
    return created;
    // One connection per signed-in user; the options are fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    if (!connection) return;
    const reconnect = () => connection.reconnectNow();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') connection.reconnectNow();
    };
    window.addEventListener('online', reconnect);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', reconnect);
      document.removeEventListener('visibilitychange', onVisibility);
      connection.stop();
    };
  }, [connection]);

  const value = useMemo<LiveState>(
    () => ({ channel: connection, status: connection === null ? 'signed-out' : status.of === connection ? status.status : 'connecting' }),
    [connection, status],
  );
  return <LiveContext value={value}>{children}</LiveContext>;
}
