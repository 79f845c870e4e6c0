import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EMAIL_LINK_PATHS, providerLoginPath, restorePath, unsubscribePath } from '../src/rules/index.js';

interface ManifestRoute {
  path: string;
}

/** Every route path of every front-end app, as the registry serves them (Jest runs from the repository root). */
function routePaths(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'apps.manifest.json'), 'utf8')) as {
    apps: Array<{ routes?: Record<string, ManifestRoute> }>;
  };
  return manifest.apps.flatMap((app) => Object.values(app.routes ?? {}).map((route) => route.path));
}

/** Whether a concrete path is served by a route pattern (`:param` one segment, a trailing `/*` the rest). */
function served(concrete: string, pattern: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(concrete);
}

describe('the paths email links point to', () => {
  const links = [
    ...Object.entries(EMAIL_LINK_PATHS)
      .filter(([name]) => name !== 'restore' && name !== 'providerLogin')
      .map(([, link]) => link),
    restorePath('a1b2c3'),
    providerLoginPath('google'),
    unsubscribePath('anna@example.com', 'abc123').split('?')[0],
  ];

  it.each(links)('%s is a page of the product', (link) => {
    expect(routePaths().some((pattern) => served(link, pattern))).toBe(true);
  });

  it('escape what they carry', () => {
    expect(restorePath('a/b?c')).toBe('/restore/a%2Fb%3Fc');
    expect(unsubscribePath('anna+news@example.com', 'f00d')).toBe('/unsubscribe?email=anna%2Bnews%40example.com&hash=f00d');
  });
});
