import { safeStorage } from '../browser/safe-storage';

export const TOKEN_STORAGE_KEY = 'sw_access_token';
export const AUTH_PROVIDER_STORAGE_KEY = 'sw_auth_provider';
/**
 * The 30-day cookie that also carries the token (spec §9). The API sets and clears it (HttpOnly, so
 * no script reads it) and the shell server uses it for the first render only; the app never touches
 * it and the API never accepts it: requests carry the Bearer token from storage.
 */
export const TOKEN_COOKIE_NAME = 'sw_token';

/** Where the app keeps the access token in the browser: localStorage. */
export const tokenStorage = {
  get(): string | null {
    return safeStorage.get(TOKEN_STORAGE_KEY);
  },
  getProvider(): string | null {
    return safeStorage.get(AUTH_PROVIDER_STORAGE_KEY);
  },
  set(token: string, provider = 'password'): void {
    safeStorage.set(TOKEN_STORAGE_KEY, token);
    safeStorage.set(AUTH_PROVIDER_STORAGE_KEY, provider);
  },
  clear(): void {
    safeStorage.remove(TOKEN_STORAGE_KEY);
    safeStorage.remove(AUTH_PROVIDER_STORAGE_KEY);
  },
};
