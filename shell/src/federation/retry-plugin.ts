import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const ATTEMPTS = 3;
const BASE_DELAY_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a manifest fetch on network errors and 5xx answers, with a short back-off. */
export async function fetchWithRetry(url: string, init: RequestInit, attempts = ATTEMPTS, fetchImpl: typeof fetch = fetch): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await wait(BASE_DELAY_MS * 2 ** (attempt - 1));
    try {
      const response = await fetchImpl(url, init);
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Transient network failures should not cost the user a page part: retry before giving up. */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'stepwise-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed attempt is still registered as in flight; drop it so the retry really loads again.
      delete globalLoading[uniqueKey];
      const retried = wait(BASE_DELAY_MS)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((exports) => exports || undefined);
      // The hook's declared type nests promises; at run time the awaited value is the entry exports.
      return retried as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}
