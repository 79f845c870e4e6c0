import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { pathFor, type RouteParams } from '../routes/path-for';
import type { RouteName } from '../routes/registry';
import type { RouteDefinition } from '../routes/route-types';

/** Values tried for a required parameter, the first its rule accepts (`1` for an id). */
const SAMPLE_VALUES = ['1', 'sample', 'a'];

/** Sample values for the route's required parameters, or null when one has none its rule accepts. */
export function sampleParams(route: RouteDefinition): RouteParams | null {
  const params: Record<string, string> = {};
  for (const [, name] of route.path.matchAll(/:([^/?]+)(?=\/|$)/g)) {
    const rule = route.params?.[name];
    const value = SAMPLE_VALUES.find((candidate) => !rule || rule.test(candidate));
    if (value === undefined) return null;
    params[name] = value;
  }
  return params;
}

/** Development frame of a remote running alone: which remote this is and links to its screens (with sample parameters). */
export function StandaloneFrame({ remote, routes, children }: { remote: string; routes: RouteDefinition<RouteName>[]; children: ReactNode }) {
  const theme = useTheme();
  const links = routes.flatMap((route) => {
    const params = sampleParams(route);
    return params ? [{ name: route.name, path: pathFor(route.name, { params }) }] : [];
  });
  return (
    <>
      <header
        css={{ padding: theme.space.sm, background: theme.colors.surface, borderBottom: `1px solid ${theme.colors.border}`, fontSize: theme.fontSizes.sm }}
      >
        <strong>{remote}</strong> (standalone){' '}
        <nav aria-label={remote} css={{ display: 'inline-flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Link key={link.name} to={link.path}>
              {link.name}
            </Link>
          ))}
        </nav>
      </header>
      <main css={{ padding: theme.space.md }}>{children}</main>
    </>
  );
}
