import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reloadOnceForFailedLoad, type RemoteModule, type RemoteName } from '@stepwise/shared';

/**
 * When a remote cannot be loaded (server down, bad manifest, broken entry), the page reloads
 * once per 60 s; after that the remote's screens become a localized "unavailable, retry" panel
 * while the rest of the product keeps working. The panel is imported lazily: a runtime plugin
 * must not pull UI into the federation runtime's module table.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'stepwise-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} failed to load (${lifecycle})`, error);
      if (reloadOnceForFailedLoad()) return new Promise<never>(() => undefined);
      const remote = id.split('/')[0] as RemoteName;
      const { unavailableRemoteModule } = await import('./remote-unavailable');
      const fallback: { default: RemoteModule } = { default: unavailableRemoteModule(remote) };
      return fallback;
    },
  };
}
