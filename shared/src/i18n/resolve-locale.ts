import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export interface LocaleSources {
  /** Value of the language cookie, if any. */
  cookie?: string | null;
  /** Language named by the route's lang segment (`en`); absent when the segment is empty. */
  routeLang?: string | null;
  /** Raw Accept-Language header. */
  acceptLanguage?: string | null;
}

/** Browser languages that read Russian. */
const RUSSIAN_READERS = new Set(['ru', 'uk', 'be']);

/**
 * Decides the interface language. Precedence: the language cookie, then the route's lang
 * segment, then Accept-Language. Used by the shell server (first paint, redirects) and the client.
 */
export function resolveLocale({ cookie, routeLang, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(cookie)) return cookie;
  if (isLocale(routeLang)) return routeLang;
  return localeFromAcceptLanguage(acceptLanguage);
}

/**
 * uk and be map to Russian, any other browser language falls back to English, and no header at
 * all means the default, Russian. Languages are tried in the browser's order of preference.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const preferred = parseAcceptLanguage(header ?? '');
  if (preferred.length === 0) return DEFAULT_LOCALE;
  for (const language of preferred) {
    if (RUSSIAN_READERS.has(language)) return 'ru';
    if (language === 'en') return 'en';
  }
  return 'en';
}

/** Primary language subtags in order of preference (q-value, then position); `*` and q=0 dropped. */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, position) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, position };
    })
    .filter((entry) => entry.language && entry.language !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position)
    .map((entry) => entry.language);
}
