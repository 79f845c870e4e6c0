import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute, pathFor, selectLocale, useAppSelector, DEFAULT_LOCALE } from '@stepwise/shared';

/**
 * Keeps the URL of a language-prefixed page in step with the interface language: switching the
 * language (or signing in as a user with another language) re-navigates to the same route with
 * the new lang segment, blank for Russian.
 */
export function LocaleRouteSync() {
  const locale = useAppSelector(selectLocale);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    document.documentElement.lang = locale;
    const match = matchRoute(location.pathname);
    if (!match?.route.langPrefixed) return;
    const urlLang = match.routeLang ?? DEFAULT_LOCALE;
    if (urlLang === locale) return;
    navigate(pathFor(match.route.name, { params: match.params, lang: locale }) + location.search + location.hash, { replace: true });
  }, [locale, location.pathname, location.search, location.hash, navigate]);

  return null;
}
