import type { Locale } from '../i18n/locales';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { getRoute, type RouteName } from './registry';
import type { RouteDefinition } from './route-types';

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

export interface PathOptions {
  params?: RouteParams;
  /** Only used by language-prefixed routes; Russian has no segment. */
  lang?: Locale;
  query?: Readonly<Record<string, string | number | undefined>>;
}

/** The language segment of a language-prefixed route: empty for the default locale. */
export function langSegment(lang: Locale | undefined): string {
  return lang && lang !== DEFAULT_LOCALE ? `/${lang}` : '';
}

/** Builds the URL of a named route; throws when a required parameter is missing or invalid. */
export function pathFor(name: RouteName, options: PathOptions = {}): string {
  const route = getRoute(name);
  if (route.path === '*') throw new Error(`Route ${name} has no path of its own`);
  const filled = route.path
    .split('/')
    .map((segment) => fillSegment(route, segment, options.params ?? {}))
    .filter((segment) => segment !== null)
    .join('/');
  const path = filled === '' ? '/' : filled;
  const prefixed = route.langPrefixed ? joinLang(langSegment(options.lang), path) : path;
  return prefixed + queryString(options.query);
}

function fillSegment(route: RouteDefinition, segment: string, params: RouteParams): string | null {
  if (segment === '*') {
    // a subtree route: `params['*']` is the path inside it, kept as given (its slashes included)
    const rest = params['*'];
    return rest === undefined || rest === '' ? null : String(rest).split('/').map(encodeURIComponent).join('/');
  }
  if (!segment.startsWith(':')) return segment;
  const optional = segment.endsWith('?');
  const key = segment.slice(1, optional ? -1 : undefined);
  const value = params[key];
  if (value === undefined || value === '') {
    if (optional) return null;
    throw new Error(`Route ${route.name} needs the parameter "${key}"`);
  }
  const text = String(value);
  const rule = route.params?.[key];
  if (rule && !rule.test(text)) throw new Error(`Route ${route.name}: "${text}" is not a valid ${key}`);
  return encodeURIComponent(text);
}

function joinLang(segment: string, path: string): string {
  if (!segment) return path;
  return path === '/' ? segment : segment + path;
}

function queryString(query: PathOptions['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The react-router path patterns of a route: a language-prefixed route answers with and without `/en`. */
export function routerPatterns(route: RouteDefinition): string[] {
  if (!route.langPrefixed) return [route.path];
  return [route.path, route.path === '/' ? '/en' : `/en${route.path}`];
}

/** True when every validated parameter of the matched route has a valid value. */
export function paramsAreValid(route: RouteDefinition, params: RouteParams): boolean {
  return Object.entries(route.params ?? {}).every(([key, rule]) => {
    const value = params[key];
    return value === undefined || rule.test(String(value));
  });
}
