import type { RouteObject } from 'react-router';
import { LAYOUT_NAMES, ROUTE_NAMES, getRoute, routerPatterns, type LayoutName } from '@stepwise/shared';
import { LayoutFor } from '../layouts/layout-for';
import { NotFoundPage } from '../pages/not-found-page';
import { RootFrame } from './root-frame';
import { RouteScreen } from './route-screen';

/**
 * The router, built from the registry: one layout route per layout (so moving between two
 * pages of one layout keeps the header mounted) and under it every route of that layout.
 */
export function createRoutes(): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>(LAYOUT_NAMES.map((layout) => [layout, []]));
  for (const name of ROUTE_NAMES) {
    const route = getRoute(name);
    if (route.path === '*') continue;
    for (const pattern of routerPatterns(route)) {
      byLayout.get(route.layout)!.push({ path: pattern, element: <RouteScreen key={route.name} route={route} /> });
    }
  }
  const layoutRoutes: RouteObject[] = [...byLayout.entries()]
    .filter(([, children]) => children.length > 0)
    .map(([layout, children]) => ({ element: <LayoutFor layout={layout} />, children }));
  layoutRoutes.push({ element: <LayoutFor layout="page" />, children: [{ path: '*', element: <NotFoundPage /> }] });

  return [{ element: <RootFrame />, children: layoutRoutes }];
}
