import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, RouteLink, fullName, selectAuthUser, useAppSelector, visuallyHidden } from '@stepwise/shared';
import { LanguageSwitcher } from '../chrome/language-switcher';
import { useDisclosure } from '../chrome/use-disclosure';
import { useLogout } from '../chrome/use-logout';
import { sidebarItemStyle, sidebarListStyle } from './sidebar-styles';

/** The signed-in user at the foot of the sidebar: profile, account, language, sign out. */
export function WorkspaceUserMenu() {
  const theme = useTheme();
  const intl = useIntl();
  const user = useAppSelector(selectAuthUser);
  const logout = useLogout();
  const { buttonProps, panelProps } = useDisclosure();
  if (!user) return null;

  // The list opens above its button (the menu sits at the foot of the sidebar) and follows it in focus order.
  return (
    <div css={{ display: 'flex', flexDirection: 'column-reverse' }}>
      <button type="button" {...buttonProps} data-testid="workspace-user-menu" css={sidebarItemStyle(theme)}>
        <Avatar user={user} size="md" />
        <span css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <span css={visuallyHidden}>{intl.formatMessage({ id: 'shell.workspace.userMenu' })} </span>
          {fullName(user)}
        </span>
        <span aria-hidden="true">▴</span>
      </button>
      <div
        {...panelProps}
        css={{
          marginBottom: theme.space.xs,
          padding: theme.space.xs,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
        }}
      >
        <ul css={sidebarListStyle}>
          <li>
            <RouteLink to="account-profile" css={sidebarItemStyle(theme)}>
              <FormattedMessage id="shell.account.profile" />
            </RouteLink>
          </li>
          <li>
            <RouteLink to="account-workspaces" css={sidebarItemStyle(theme)}>
              <FormattedMessage id="shell.workspace.account" />
            </RouteLink>
          </li>
          <li>
            <LanguageSwitcher />
          </li>
          <li>
            <button type="button" onClick={logout} css={sidebarItemStyle(theme)}>
              <FormattedMessage id="shell.user.logout" />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
