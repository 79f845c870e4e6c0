import { LOCALES, pathFor, type Locale, type RouteName } from '@stepwise/shared';
import { indexableRoutes } from './seo/public-pages';

export interface PrerenderTarget {
  route: RouteName;
  locale: Locale;
  /** The page's URL path in that language (the same path in both for pages without a lang segment). */
  path: string;
}

/** Every public page in every language: what the build renders into HTML (scripts/prerender.mjs). */
export function prerenderTargets(): PrerenderTarget[] {
  return indexableRoutes().flatMap((route) =>
    LOCALES.map((locale) => ({ route: route.name, locale, path: pathFor(route.name, route.langPrefixed ? { lang: locale } : {}) })),
  );
}
