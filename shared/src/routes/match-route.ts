import type { Locale } from '../i18n/locales';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { getRoute, ROUTE_NAMES, type RouteName } from './registry';
import { paramsAreValid } from './path-for';
import type { RouteDefinition } from './route-types';

export interface RouteMatch {
  route: RouteDefinition<RouteName>;
  params: Record<string, string>;
  /** The language the URL names explicitly (`/en/...`); absent when the segment is empty. */
  routeLang?: Locale;
}

/**
 * Matches a pathname against the registry without a router, so the shell server can decide
 * titles, status codes and redirects before any JavaScript runs. Unknown paths and invalid
 * parameters match nothing (404).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchRouteAmong(REGISTRY_ROUTES, pathname);
}

const isSubtree = (route: RouteDefinition) => route.path.endsWith('/*');

/** Routes with a path of their own, whole subtrees (`/w/:workspace/*`) after the exact pages, as react-router ranks them. */
export function mostSpecificFirst<Name extends string>(routes: readonly RouteDefinition<Name>[]): RouteDefinition<Name>[] {
  return routes.filter((route) => route.path !== '*').sort((a, b) => Number(isSubtree(a)) - Number(isSubtree(b)));
}

const REGISTRY_ROUTES = mostSpecificFirst(ROUTE_NAMES.map(getRoute));

/** matchRoute over a given list of routes, already ordered by mostSpecificFirst. */
export function matchRouteAmong<Name extends string>(
  routes: readonly RouteDefinition<Name>[],
  pathname: string,
): (Omit<RouteMatch, 'route'> & { route: RouteDefinition<Name> }) | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = clean.split('/').filter(Boolean).map(safeDecode);
  if (segments.some((segment) => segment === null)) return null;
  const parts = segments as string[];
  const candidates: Array<{ parts: string[]; lang?: Locale }> = [{ parts }];
  if (parts[0] && parts[0] !== DEFAULT_LOCALE && isLocale(parts[0])) candidates.push({ parts: parts.slice(1), lang: parts[0] });

  for (const route of routes) {
    for (const candidate of candidates) {
      if (candidate.lang && !route.langPrefixed) continue;
      const params = matchPattern(route.path, candidate.parts);
      if (params && paramsAreValid(route, params)) {
        return { route, params, routeLang: candidate.lang };
      }
    }
  }
  return null;
}

function matchPattern(pattern: string, parts: string[]): Record<string, string> | null {
  const tokens = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let index = 0;
  for (const token of tokens) {
    if (token === '*') {
      // a subtree: the rest of the path, possibly nothing, belongs to the owner
      params['*'] = parts.slice(index).join('/');
      return params;
    }
    const optional = token.startsWith(':') && token.endsWith('?');
    if (token.startsWith(':')) {
      const key = token.slice(1, optional ? -1 : undefined);
      const remainingTokens = tokens.length - tokens.indexOf(token) - 1;
      const canSkip = optional && parts.length - index <= remainingTokens;
      if (canSkip) continue;
      if (index >= parts.length) return null;
      params[key] = parts[index++];
    } else {
      if (parts[index] !== token) return null;
      index++;
    }
  }
  return index === parts.length ? params : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
