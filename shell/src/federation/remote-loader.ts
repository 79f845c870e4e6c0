import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadOnce, type RemoteModule, type RemoteName, type TrackedPromise } from '@stepwise/shared';
import { mountableRemote } from './mountable-remote';

const loaders = new Map<RemoteName, () => TrackedPromise<RemoteModule>>();
const loaded = new Set<RemoteName>();

/**
 * Loads a remote's `./routes` module once (a stand-in when it was built for another shared, see
 * mountableRemote); a failure is forgotten so that a retry loads again.
 * Once loaded, `use` reads it without suspending.
 */
export function loadRemoteModule(remote: RemoteName): TrackedPromise<RemoteModule> {
  let load = loaders.get(remote);
  if (!load) {
    load = loadOnce(async () => {
      const module = await loadRemote<{ default: RemoteModule }>(`${remote}/routes`);
      if (!module?.default?.routes) throw new Error(`${remote} did not provide its routes`);
      const mountable = mountableRemote(remote, module.default);
      if (!mountable.unavailable) loaded.add(remote);
      return mountable;
    });
    loaders.set(remote, load);
  }
  return load();
}

/** The remote's real module has loaded (not its "unavailable" stand-in). */
export function remoteModuleLoaded(remote: RemoteName): boolean {
  return loaded.has(remote);
}

export function forgetRemoteModule(remote: RemoteName): void {
  loaded.delete(remote);
  loaders.delete(remote);
}
