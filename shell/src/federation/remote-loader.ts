import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@stepwise/shared';

const loading = new Map<RemoteName, Promise<RemoteModule>>();

/** Loads a remote's `./routes` module once; a failure is forgotten so that a retry loads again. */
export function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  let pending = loading.get(remote);
  if (!pending) {
    pending = loadRemote<{ default: RemoteModule }>(`${remote}/routes`).then((module) => {
      if (!module?.default?.routes) throw new Error(`${remote} did not provide its routes`);
      return module.default;
    });
    pending.catch(() => loading.delete(remote));
    loading.set(remote, pending);
  }
  return pending;
}

export function forgetRemoteModule(remote: RemoteName): void {
  loading.delete(remote);
}
