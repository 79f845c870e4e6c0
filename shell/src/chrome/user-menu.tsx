import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Avatar, RouteLink, fullName, type User } from '@stepwise/shared';
import { dropdownPanelStyle, menuListStyle, navLinkStyle } from './header-styles';
import { useDisclosure } from './use-disclosure';
import { useLogout } from './use-logout';

export function UserMenu({ user }: { user: User }) {
  const theme = useTheme();
  const logout = useLogout();
  const { buttonProps, panelProps } = useDisclosure();

  return (
    <div css={{ position: 'relative' }}>
      <button
        type="button"
        {...buttonProps}
        data-testid="user-menu-button"
        css={{ ...navLinkStyle(theme), display: 'flex', alignItems: 'center', gap: theme.space.sm }}
      >
        <Avatar user={user} size="md" />
        <span>{fullName(user)}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div {...panelProps} css={{ ...dropdownPanelStyle(theme), right: 0 }}>
        <ul css={menuListStyle}>
          <li>
            <RouteLink to="account-workspaces" css={{ ...navLinkStyle(theme), display: 'block' }}>
              <FormattedMessage id="shell.user.workspaces" />
            </RouteLink>
          </li>
          <li>
            <RouteLink to="new-workspace" css={{ ...navLinkStyle(theme), display: 'block' }}>
              <FormattedMessage id="shell.user.newWorkspace" />
            </RouteLink>
          </li>
          <li>
            <button type="button" onClick={logout} css={{ ...navLinkStyle(theme), display: 'block', width: '100%', textAlign: 'left' }}>
              <FormattedMessage id="shell.user.logout" />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
