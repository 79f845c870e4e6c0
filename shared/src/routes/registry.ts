import { FRONT_END_APPS, type FrontEndApp } from '../apps/apps-manifest';
import type { ManifestRoute } from '../../../scripts/apps-manifest.mjs';
import { LAYOUT_NAMES, ROUTE_ACCESS, type LayoutName, type RouteAccess, type RouteDefinition } from './route-types';

/**
 * Every screen: route name (as the product specification names it) → path, owning app, layout,
 * access and language rule. The routes live with their owner in apps.manifest.json, so adding a
 * remote adds its routes in the same entry; links are built from these names.
 */
type RoutesOf<App> = App extends { routes: infer Routes } ? keyof Routes & string : never;
export type RouteName = RoutesOf<FrontEndApp>;

function toDefinition(name: string, owner: string, route: ManifestRoute): RouteDefinition<RouteName> {
  if (!(LAYOUT_NAMES as readonly string[]).includes(route.layout)) throw new Error(`apps.manifest.json: route ${name} has an unknown layout "${route.layout}"`);
  if (!(ROUTE_ACCESS as readonly string[]).includes(route.access)) throw new Error(`apps.manifest.json: route ${name} has an unknown access "${route.access}"`);
  return {
    ...route,
    name: name as RouteName,
    owner,
    layout: route.layout as LayoutName,
    access: route.access as RouteAccess,
    langPrefixed: route.langPrefixed ?? false,
    params: route.params ? Object.fromEntries(Object.entries(route.params).map(([key, source]) => [key, new RegExp(source)])) : undefined,
  };
}

const DEFINITIONS = new Map<RouteName, RouteDefinition<RouteName>>();
// Remotes first and the host last, so the catch-all comes after every real page.
for (const app of [...FRONT_END_APPS].sort((a, b) => Number(a.host === true) - Number(b.host === true))) {
  for (const [name, route] of Object.entries(app.routes as unknown as Record<string, ManifestRoute>)) {
    if (DEFINITIONS.has(name as RouteName)) throw new Error(`apps.manifest.json: route ${name} is declared twice`);
    DEFINITIONS.set(name as RouteName, toDefinition(name, app.container, route));
  }
}

/** The spelling the product specification also uses for workspaceCreated. */
export const ROUTE_ALIASES: Readonly<Record<string, RouteName>> = { 'workspace-created': 'workspaceCreated' };

export const ROUTE_NAMES = [...DEFINITIONS.keys()];

export function isRouteName(value: string): value is RouteName {
  return DEFINITIONS.has(value as RouteName);
}

export function getRoute(name: RouteName): RouteDefinition<RouteName> {
  const route = DEFINITIONS.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function routesOwnedBy(owner: RouteDefinition['owner']): RouteDefinition<RouteName>[] {
  return ROUTE_NAMES.map(getRoute).filter((route) => route.owner === owner);
}
