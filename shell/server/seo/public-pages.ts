import { LOCALES, ROUTE_NAMES, getRoute, pathFor, type Locale, type RouteDefinition, type RouteName } from '@stepwise/shared';

/** Pages search engines may index: public, owned by the marketing site, without parameters. */
export function indexableRoutes(): RouteDefinition<RouteName>[] {
  return ROUTE_NAMES.map(getRoute).filter((route) => route.access === 'public' && route.owner === 'mfe_marketing' && !route.path.includes(':'));
}

export interface PageAlternates {
  /** The page's URL in the language it is shown in. */
  canonical: string;
  /** hreflang → URL; only language-prefixed pages have one URL per language. */
  alternates: Partial<Record<Locale | 'x-default', string>>;
}

/** Absolute canonical and language alternates of a page in a language. */
export function pageAlternates(route: RouteDefinition<RouteName>, locale: Locale, publicUrl: string): PageAlternates {
  const absolute = (path: string) => new URL(path, publicUrl).href;
  if (!route.langPrefixed) return { canonical: absolute(pathFor(route.name)), alternates: {} };
  const alternates: PageAlternates['alternates'] = {};
  for (const lang of LOCALES) alternates[lang] = absolute(pathFor(route.name, { lang }));
  alternates['x-default'] = alternates.ru;
  return { canonical: alternates[locale]!, alternates };
}
