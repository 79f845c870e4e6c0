import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@stepwise/shared';

/**
 * When a remote cannot be loaded (server down, bad manifest, broken entry), the page reloads
 * once per 60 s; after that the remote's screens become a localized "unavailable, retry" panel
 * while the rest of the product keeps working. Everything is imported lazily: a runtime plugin
 * runs before shared modules are negotiated, so it must not import UI or a federated shared
 * package (@stepwise/shared) at the top.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'stepwise-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} failed to load (${lifecycle})`, error);
      const { reloadOnceForFailedLoad } = await import('@stepwise/shared');
      if (reloadOnceForFailedLoad()) return new Promise<never>(() => undefined);
      const remote = id.split('/')[0] as RemoteName;
      const { unavailableRemoteModule } = await import('./remote-unavailable');
      const fallback: { default: RemoteModule } = { default: unavailableRemoteModule(remote) };
      return fallback;
    },
  };
}
