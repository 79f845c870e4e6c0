import { LOCALES, ROUTE_NAMES, getRoute, pathFor, type Locale, type RouteDefinition, type RouteName } from '@stepwise/shared';
import { indexableRoutes } from './seo/public-pages';

export interface PrerenderTarget {
  route: RouteName;
  locale: Locale;
  /** The page's URL path in that language (the same path in both for pages without a lang segment). */
  path: string;
}

/** Each page once per language, at its URL path in that language. */
function inEveryLanguage(routes: readonly RouteDefinition<RouteName>[]): PrerenderTarget[] {
  return routes.flatMap((route) => LOCALES.map((locale) => ({ route: route.name, locale, path: pathFor(route.name, route.langPrefixed ? { lang: locale } : {}) })));
}

/** Every public page in every language: what the build renders into HTML (scripts/prerender.mjs). */
export function prerenderTargets(): PrerenderTarget[] {
  return inEveryLanguage(indexableRoutes());
}

/**
 * The application pages a visitor without a session opens (sign-in, registration, …): a remote's
 * screens, not prerendered, without parameters. The build opens each in every language only to
 * record the script files its screen loads, which the server then preloads with the page.
 */
export function screenScriptTargets(): PrerenderTarget[] {
  const prerendered = new Set(indexableRoutes().map((route) => route.name));
  return inEveryLanguage(
    ROUTE_NAMES.map(getRoute).filter((route) => route.owner !== 'shell' && route.access !== 'auth' && !route.path.includes(':') && !prerendered.has(route.name)),
  );
}
