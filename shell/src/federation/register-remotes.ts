import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@stepwise/shared';
import type { RemotesConfig } from './remotes-config';

/** Every remote is built with this entry file name beside its manifest (rspack.base.ts). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

let registered: RemotesConfig = {};

/**
 * The entry of the remote whose manifest is at `manifest`. The runtime loads a remote by its entry:
 * fetching the manifest first would cost a round trip before every remote, and its handling (the
 * runtime's snapshot) is left out of the build (rspack.base.ts).
 */
export function entryBeside(manifest: string): string {
  return new URL(REMOTE_ENTRY_FILE, manifest).href;
}

export function registerRemotesFromConfig(config: RemotesConfig): void {
  registered = config;
  registerRemotes(
    Object.entries(config).map(([name, manifest]) => ({ name, entry: entryBeside(manifest as string) })),
    { force: true },
  );
}

/** Registers one remote afresh, dropping whatever the runtime cached of a failed attempt. */
export function reregisterRemote(remote: RemoteName): void {
  const entry = registeredEntry(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/** The entry URL a remote is registered with, if any. */
export function registeredEntry(remote: RemoteName): string | undefined {
  const manifest = registered[remote];
  return manifest ? entryBeside(manifest) : undefined;
}
