import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from './remotes-config';

export function registerRemotesFromConfig(config: RemotesConfig): void {
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}
