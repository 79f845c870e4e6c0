import { isLocale, LANGUAGE_STORAGE_KEY, readCookie, TOKEN_COOKIE_NAME, type Locale } from '@stepwise/shared';

/** The first response must not wait long for it: past this, the page falls back to detection. */
export const SESSION_LANGUAGE_TIMEOUT_MS = 800;

export interface SessionLanguageOptions {
  apiUrl: string;
  cookieHeader: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Spec §7: the current user is fetched on the server when a token cookie exists, so a returning
 * user without a language cookie gets their first page in their own language. Only then (a language
 * cookie already decides); any failure (401, 5xx, timeout) is null, and detection decides (spec §7).
 */
export async function sessionLanguage({
  apiUrl,
  cookieHeader,
  fetchImpl = fetch,
  timeoutMs = SESSION_LANGUAGE_TIMEOUT_MS,
}: SessionLanguageOptions): Promise<Locale | null> {
  const token = readCookie(TOKEN_COOKIE_NAME, cookieHeader);
  if (!token || readCookie(LANGUAGE_STORAGE_KEY, cookieHeader)) return null;
  try {
    const response = await fetchImpl(new URL('/api/users/me', apiUrl), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const user = (await response.json()) as { lang?: unknown };
    return isLocale(user.lang) ? user.lang : null;
  } catch {
    return null;
  }
}
