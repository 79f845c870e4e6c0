import type { RouteDefinition } from '@stepwise/shared';
import type { PreloadLink } from './document-head';

/** Every remote is built with this entry file name beside its manifest (rspack.base.ts). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * What an application page (one without prerendered markup) can fetch at once instead of after the
 * shell has started: the manifest of the remote that owns its route and that remote's entry. The
 * shell would otherwise ask for them one after the other, each only once the step before it has run.
 * A route behind sign-in is left out for a visitor without a session: they are sent elsewhere.
 */
export function remotePreloadLinks(route: RouteDefinition, remotes: Readonly<Record<string, string>>, session: boolean): PreloadLink[] {
  if (route.owner === 'shell' || (route.access === 'auth' && !session)) return [];
  const manifest = remotes[route.owner];
  if (!manifest) return [];
  const base = 'http://origin.invalid';
  const entry = new URL(REMOTE_ENTRY_FILE, new URL(manifest, base));
  const entryHref = entry.origin === base ? entry.pathname + entry.search : entry.href;
  return [
    { href: manifest, as: 'fetch' },
    { href: entryHref, as: 'script' },
  ];
}
