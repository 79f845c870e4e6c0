import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@stepwise/shared';
import type { RemotesConfig } from './remotes-config';

let registered: RemotesConfig = {};

export function registerRemotesFromConfig(config: RemotesConfig): void {
  registered = config;
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/** Registers one remote afresh, dropping whatever the runtime cached of a failed attempt. */
export function reregisterRemote(remote: RemoteName): void {
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/** The manifest URL a remote is registered with, if any. */
export function registeredManifest(remote: RemoteName): string | undefined {
  return registered[remote];
}
