import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@stepwise/shared';
import { reregisterRemote } from './register-remotes';
import { forgetRemoteModule } from './remote-loader';

const versions = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

/** Forgets a remote's failed (or fallback) module and asks its screens to load it again. */
export function retryRemote(remote: RemoteName): void {
  reregisterRemote(remote);
  forgetRemoteModule(remote);
  versions.set(remote, (versions.get(remote) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a retry of this remote is requested; use it as a React key. */
export function useRemoteRetryVersion(remote: RemoteName): number {
  return useSyncExternalStore(
    subscribe,
    () => versions.get(remote) ?? 0,
    () => 0,
  );
}
