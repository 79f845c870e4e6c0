import { deleteCookie, readCookie, writeCookie } from '../browser/cookies';
import { safeStorage } from '../browser/safe-storage';

export const TOKEN_STORAGE_KEY = 'sw_access_token';
export const AUTH_PROVIDER_STORAGE_KEY = 'sw_auth_provider';
export const TOKEN_COOKIE_NAME = 'sw_token';
/** 30 days, in seconds. */
export const TOKEN_COOKIE_MAX_AGE = 2592000;

/** Where the access token lives in the browser: localStorage plus a 30-day cookie the server can read. */
export const tokenStorage = {
  get(): string | null {
    return safeStorage.get(TOKEN_STORAGE_KEY) ?? readCookie(TOKEN_COOKIE_NAME);
  },
  getProvider(): string | null {
    return safeStorage.get(AUTH_PROVIDER_STORAGE_KEY);
  },
  set(token: string, provider = 'password'): void {
    safeStorage.set(TOKEN_STORAGE_KEY, token);
    safeStorage.set(AUTH_PROVIDER_STORAGE_KEY, provider);
    writeCookie(TOKEN_COOKIE_NAME, token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE });
  },
  clear(): void {
    safeStorage.remove(TOKEN_STORAGE_KEY);
    safeStorage.remove(AUTH_PROVIDER_STORAGE_KEY);
    deleteCookie(TOKEN_COOKIE_NAME);
  },
};
