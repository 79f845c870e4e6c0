import type { RouteDefinition } from '@stepwise/shared';
import type { PreloadLink } from './document-head';

/** Every remote is built with this entry file name beside its manifest (rspack.base.ts). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * What a page can fetch at once instead of after the shell has started: the entry of the remote that
 * owns its route (the shell loads a remote by its entry, beside the manifest /remotes.json names; see
 * shell/src/federation/register-remotes.ts). The shell would otherwise ask for it only once it runs.
 * A route behind sign-in is left out for a visitor without a session: they are sent elsewhere.
 */
export function remotePreloadLinks(route: RouteDefinition, remotes: Readonly<Record<string, string>>, session: boolean): PreloadLink[] {
  if (route.owner === 'shell' || (route.access === 'auth' && !session)) return [];
  const manifest = remotes[route.owner];
  if (!manifest) return [];
  const base = 'http://origin.invalid';
  const entry = new URL(REMOTE_ENTRY_FILE, new URL(manifest, base));
  const entryHref = entry.origin === base ? entry.pathname + entry.search : entry.href;
  return [{ href: entryHref, as: 'script' }];
}
