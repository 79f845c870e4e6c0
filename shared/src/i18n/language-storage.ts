import { readCookie, writeCookie } from '../browser/cookies';
import { safeStorage } from '../browser/safe-storage';
import { isLocale, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY, type Locale } from './locales';

/** The chosen language: localStorage under sw_language and a 30-day cookie the server reads. */
export const languageStorage = {
  get(): Locale | null {
    const cookie = readCookie(LANGUAGE_STORAGE_KEY);
    if (isLocale(cookie)) return cookie;
    const stored = safeStorage.get(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  },
  set(lang: Locale): void {
    safeStorage.set(LANGUAGE_STORAGE_KEY, lang);
    writeCookie(LANGUAGE_STORAGE_KEY, lang, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE });
  },
};
