import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, selectIsAuth, useAppSelector, visuallyHidden } from '@stepwise/shared';
import { useShellMenuWorkspacesQuery } from '../chrome/menu-workspaces-api';
import { useDisclosure } from '../chrome/use-disclosure';
import { sidebarItemStyle, sidebarListStyle } from './sidebar-styles';

/** The current workspace's name; opens the list of all the user's workspaces (GET /api/workspaces) to go to another. */
export function WorkspaceSwitcher({ workspaceId }: { workspaceId: string }) {
  const theme = useTheme();
  const intl = useIntl();
  const isAuth = useAppSelector(selectIsAuth);
  const { data: workspaces } = useShellMenuWorkspacesQuery(undefined, { skip: !isAuth });
  const { buttonProps, panelProps } = useDisclosure();
  const current = workspaces?.find((workspace) => String(workspace.id) === workspaceId);
  const currentName = current?.name ?? intl.formatMessage({ id: 'shell.workspace.unnamed' });
  return (
    <div>
      <button
        type="button"
        {...buttonProps}
        data-testid="workspace-switcher"
        css={{
          ...sidebarItemStyle(theme),
          justifyContent: 'space-between',
          fontWeight: 700,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.background,
        }}
      >
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <span css={visuallyHidden}>{intl.formatMessage({ id: 'shell.workspace.switch' })} </span>
          {currentName}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        {...panelProps}
        css={{
          marginTop: theme.space.xs,
          padding: theme.space.xs,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
        }}
      >
        <ul css={sidebarListStyle}>
          {workspaces?.map((workspace) => (
            <li key={workspace.id}>
              <RouteLink
                to="workspace"
                params={{ workspace: workspace.id }}
                aria-current={String(workspace.id) === workspaceId ? 'page' : undefined}
                css={sidebarItemStyle(theme)}
              >
                {workspace.name}
              </RouteLink>
            </li>
          ))}
          <li>
            <RouteLink to="account-workspaces" css={sidebarItemStyle(theme)}>
              <FormattedMessage id="shell.workspace.all" />
            </RouteLink>
          </li>
          <li>
            <RouteLink to="new-workspace" css={sidebarItemStyle(theme)}>
              <FormattedMessage id="shell.user.newWorkspace" />
            </RouteLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
