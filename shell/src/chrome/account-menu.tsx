import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { matchRoute, pathFor, selectIsAuth, useAppSelector, type RouteName, type RouteParams } from '@stepwise/shared';
import { billingTarget } from './billing-target';
import { useShellMenuWorkspacesQuery } from './menu-workspaces-api';

interface MenuItem {
  key: string;
  route: RouteName;
  params?: RouteParams;
  label: string;
}

/** The account menu of spec §2: workspaces, profile, billing, linked cards, payment history. */
export function AccountMenu() {
  const theme = useTheme();
  const intl = useIntl();
  const location = useLocation();
  const current = matchRoute(location.pathname);
  const onPlanPage = current?.route.name === 'account-workspaces-workspace-plan';
  // Only once the user is known: the menu is drawn while the session still loads (or failed).
  const isAuth = useAppSelector(selectIsAuth);
  const { data: workspaces } = useShellMenuWorkspacesQuery(undefined, { skip: onPlanPage || !isAuth });
  const billing = billingTarget(onPlanPage ? current.params.workspace : undefined, workspaces);
  const items: MenuItem[] = [
    { key: 'workspaces', route: 'account-workspaces', label: 'shell.account.workspaces' },
    { key: 'profile', route: 'account-profile', label: 'shell.account.profile' },
    { key: 'billing', route: billing.route, params: billing.params, label: 'shell.account.billing' },
    { key: 'cards', route: 'account-cards', label: 'shell.account.cards' },
    { key: 'payments', route: 'account-payments', label: 'shell.account.payments' },
  ];
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'shell.account.menu' })}
      // On a phone the menu is one row that scrolls sideways, so the page's heading stays in view.
      css={{
        flex: '0 0 14rem',
        padding: theme.space.md,
        minWidth: 0,
        [theme.breakpoints.mobile]: { flex: 'none', padding: `${theme.space.sm} ${theme.space.md} 0`, overflowX: 'auto' },
      }}
    >
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.xs,
          [theme.breakpoints.mobile]: { display: 'flex', whiteSpace: 'nowrap' },
        }}
      >
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              to={pathFor(item.route, { params: item.params })}
              end
              css={{
                display: 'flex',
                alignItems: 'center',
                minHeight: '44px',
                padding: `0 ${theme.space.sm}`,
                borderRadius: theme.radii.sm,
                color: theme.colors.text,
                textDecoration: 'none',
                '&[aria-current="page"]': { background: theme.colors.surface, fontWeight: 600 },
              }}
            >
              <FormattedMessage id={item.label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
