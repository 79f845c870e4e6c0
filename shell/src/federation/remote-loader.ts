import { loadRemote } from '@module-federation/enhanced/runtime';
import { trackPromise, type RemoteModule, type RemoteName, type TrackedPromise } from '@stepwise/shared';

const loading = new Map<RemoteName, TrackedPromise<RemoteModule>>();

/**
 * Loads a remote's `./routes` module once; a failure is forgotten so that a retry loads again.
 * Once loaded, `use` reads it without suspending.
 */
export function loadRemoteModule(remote: RemoteName): TrackedPromise<RemoteModule> {
  let pending = loading.get(remote);
  if (!pending) {
    const started = trackPromise(
      loadRemote<{ default: RemoteModule }>(`${remote}/routes`).then((module) => {
        if (!module?.default?.routes) throw new Error(`${remote} did not provide its routes`);
        return module.default;
      }),
    );
    started.catch(() => {
      if (loading.get(remote) === started) loading.delete(remote);
    });
    loading.set(remote, started);
    pending = started;
  }
  return pending;
}

export function forgetRemoteModule(remote: RemoteName): void {
  loading.delete(remote);
}
