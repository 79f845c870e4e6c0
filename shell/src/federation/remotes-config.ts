import { REMOTE_NAMES, type RemoteName } from '@stepwise/shared';

export type RemotesConfig = Partial<Record<RemoteName, string>>;

/**
 * The element in which the server writes the content of /remotes.json into every document
 * (shell/server/render-document.ts): the app starts without a request for it.
 */
export const REMOTES_ELEMENT_ID = 'stepwise-remotes';

/**
 * Reads /remotes.json (container name → manifest URL): from the document when the server wrote it
 * there, else over the network. It is read on every start so that deploying a remote is editing
 * that file: the shell is never rebuilt for it.
 */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const inline = document.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      return parseRemotesConfig(JSON.parse(inline), window.location.href);
    } catch {
      // A damaged copy: the file itself is asked for below.
    }
  }
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
