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
  return routes.flatMap((route) =>
    LOCALES.map((locale) => ({ route: route.name, locale, path: pathFor(route.name, route.langPrefixed ? { lang: locale } : {}) })),
  );
}

/**
 * The application pages a visitor most often opens first, rendered at build time like the public
 * pages: their form shows with the first paint, and the app starts at the visitor's first activity.
 * Their screens read the query string (`next`, `restored`), so they are served prerendered only
 * without one (servesPrerendered).
 */
export const PRERENDERED_GUEST_PAGES: readonly RouteName[] = ['login', 'register', 'forget'];

/** The routes the build renders into HTML: every public page and the guest pages above. */
export function prerenderedRoutes(): RouteDefinition<RouteName>[] {
  return [...indexableRoutes(), ...PRERENDERED_GUEST_PAGES.map(getRoute)];
}

/** Every prerendered page in every language: what the build renders into HTML (scripts/prerender.mjs). */
export function prerenderTargets(): PrerenderTarget[] {
  return inEveryLanguage(prerenderedRoutes());
}

/**
 * Whether a request gets the page's prerendered markup: a public page always (a member's header
 * follows once the app starts); a guest page only to a visitor without the session cookie (the app
 * sends a member on) and without a query string (the markup was rendered without one).
 */
export function servesPrerendered(route: RouteDefinition<RouteName>, { search, session }: { search: string; session: boolean }): boolean {
  if (route.access !== 'guest-only') return true;
  return search === '' && !session;
}

/**
 * The application pages a visitor without a session opens (sign-in, registration, …): a remote's
 * screens without parameters, not always prerendered. The build opens each in every language only to
 * record the script files its screen loads, which the server then preloads with the page.
 */
export function screenScriptTargets(): PrerenderTarget[] {
  // A guest page is also served unrendered (with a query string, or to a member): it is recorded too.
  const prerendered = new Set(indexableRoutes().map((route) => route.name));
  return inEveryLanguage(
    ROUTE_NAMES.map(getRoute).filter(
      (route) => route.owner !== 'shell' && route.access !== 'auth' && !route.path.includes(':') && !prerendered.has(route.name),
    ),
  );
}
