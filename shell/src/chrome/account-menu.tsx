import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { pathFor, type RouteName } from '@stepwise/shared';

const ITEMS: Array<{ route: RouteName; label: string }> = [
  { route: 'account-workspaces', label: 'shell.account.workspaces' },
  { route: 'account-profile', label: 'shell.account.profile' },
  { route: 'account-cards', label: 'shell.account.cards' },
  { route: 'account-payments', label: 'shell.account.payments' },
];

export function AccountMenu() {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'shell.account.menu' })}
      // On a phone the menu is one row that scrolls sideways, so the page's heading stays in view.
      css={{ flex: '0 0 14rem', padding: theme.space.md, minWidth: 0, [theme.breakpoints.mobile]: { flex: 'none', padding: `${theme.space.sm} ${theme.space.md} 0`, overflowX: 'auto' } }}
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs, [theme.breakpoints.mobile]: { display: 'flex', whiteSpace: 'nowrap' } }}>
        {ITEMS.map((item) => (
          <li key={item.route}>
            <NavLink
              to={pathFor(item.route)}
              css={{ display: 'flex', alignItems: 'center', minHeight: '44px', padding: `0 ${theme.space.sm}`, borderRadius: theme.radii.sm, color: theme.colors.text, textDecoration: 'none', '&[aria-current="page"]': { background: theme.colors.surface, fontWeight: 600 } }}
            >
              <FormattedMessage id={item.label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
