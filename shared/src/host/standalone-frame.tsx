import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { pathFor } from '../routes/path-for';
import type { RouteName } from '../routes/registry';
import type { RouteDefinition } from '../routes/route-types';

function hasRequiredParams(route: RouteDefinition) {
  return /:[^/?]+(\/|$)/.test(route.path);
}

/** Development frame of a remote running alone: which remote this is and links to its screens. */
export function StandaloneFrame({ remote, routes, children }: { remote: string; routes: RouteDefinition<RouteName>[]; children: ReactNode }) {
  const theme = useTheme();
  return (
    <>
      <header css={{ padding: theme.space.sm, background: theme.colors.surface, borderBottom: `1px solid ${theme.colors.border}`, fontSize: theme.fontSizes.sm }}>
        <strong>{remote}</strong> (standalone){' '}
        <nav aria-label={remote} css={{ display: 'inline-flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          {routes.filter((route) => !hasRequiredParams(route)).map((route) => (
            <Link key={route.name} to={pathFor(route.name)}>
              {route.name}
            </Link>
          ))}
        </nav>
      </header>
      <main css={{ padding: theme.space.md }}>{children}</main>
    </>
  );
}
