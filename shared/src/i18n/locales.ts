export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** Storage key (localStorage) and cookie name of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'sw_language';
/** 30 days, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 2592000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
