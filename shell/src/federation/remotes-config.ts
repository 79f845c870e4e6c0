import { REMOTE_NAMES, type RemoteName } from '@stepwise/shared';

export type RemotesConfig = Partial<Record<RemoteName, string>>;

/**
 * Reads /remotes.json (container name → manifest URL). It is fetched on every start so that
 * deploying a remote is editing that file: the shell is never rebuilt for it.
 */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json(), window.location.href);
}

/** Keeps the known containers with a usable URL, made absolute against the page. */
export function parseRemotesConfig(raw: unknown, base: string): RemotesConfig {
  if (typeof raw !== 'object' || raw === null) return {};
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') config[name] = url.href;
    } catch {
      // An unusable entry leaves that remote unavailable; the others still load.
    }
  }
  return config;
}
