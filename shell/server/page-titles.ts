/**
 * Page titles and descriptions for the first paint, read from each app's own `pageMeta` file as
 * apps.manifest.json names it (the remotes export the same files for client-side navigation).
 * Read once at start-up; a catalogue naming a page its app does not own is refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONT_END_APPS, getRoute, routesOwnedBy, type Locale, type PageMetaCatalogue, type RouteName } from '@stepwise/shared';
import { pageMeta, type PageMeta } from '../src/meta/page-meta';

export type PageTitles = (route: RouteName, locale: Locale) => PageMeta;

/** `root`: the folder holding apps.manifest.json and the apps' folders. */
export function loadPageTitles(root: string): PageTitles {
  const catalogues = new Map<string, PageMetaCatalogue>();
  for (const app of FRONT_END_APPS) {
    if (!app.pageMeta) continue;
    const file = join(root, app.name, app.pageMeta);
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as PageMetaCatalogue;
    const owned = new Set<string>(routesOwnedBy(app.container).map((route) => route.name));
    for (const entries of Object.values(catalogue)) {
      const foreign = Object.keys(entries ?? {}).filter((name) => !owned.has(name));
      if (foreign.length > 0) throw new Error(`${file}: ${app.name} does not own ${foreign.join(', ')}`);
    }
    catalogues.set(app.container, catalogue);
  }
  return (route, locale) => pageMeta(catalogues.get(getRoute(route).owner), route, locale);
}
