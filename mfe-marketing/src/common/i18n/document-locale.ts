import { DEFAULT_LOCALE, isLocale, type Locale } from '@stepwise/shared';

/**
 * The language the page is being shown in, as the shell server (first paint) and the shell's
 * locale sync (afterwards) write it on <html lang>. Used only to fetch the right catalogue early.
 */
export function documentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
