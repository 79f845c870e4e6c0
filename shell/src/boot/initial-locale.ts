import { languageStorage, matchRoute, resolveLocale, type Locale } from '@stepwise/shared';

/** Same rule as the shell server: language cookie, then the route's lang segment, then the browser. */
export function initialLocale(): Locale {
  return resolveLocale({
    cookie: languageStorage.get(),
    routeLang: matchRoute(window.location.pathname)?.routeLang,
    acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
  });
}
