import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, buttonLinkStyle, EmptyState, LoadError, LoadingStatus } from '@stepwise/shared';
import { useAccountWorkspacesQuery } from '../../common/api/workspaces-api';
import { AccountPage } from '../../common/components/account-page';
import { WorkspaceItem } from './components/workspace-item';

/** account-workspaces: the user's workspaces, their role, members and subscription. */
export default function WorkspacesPage() {
  const theme = useTheme();
  const { data: workspaces, error, isLoading, refetch } = useAccountWorkspacesQuery();
  return (
    <AccountPage
      titleId="account.workspaces.title"
      // With no workspace yet, the empty state's button is the page's one call to action.
      actions={
        workspaces && workspaces.length > 0 ? (
          <RouteLink to="new-workspace" css={buttonLinkStyle(theme)}>
            <FormattedMessage id="account.workspaces.new" />
          </RouteLink>
        ) : undefined
      }
    >
      {isLoading && <LoadingStatus />}
      {error && !workspaces && <LoadError error={error} onRetry={() => void refetch()} />}
      {workspaces?.length === 0 && (
        <EmptyState
          titleId="account.workspaces.empty.title"
          textId="account.workspaces.empty.text"
          action={
            <RouteLink to="new-workspace" css={buttonLinkStyle(theme)}>
              <FormattedMessage id="account.workspaces.empty.action" />
            </RouteLink>
          }
        />
      )}
      {workspaces && workspaces.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
          {workspaces.map((workspace) => (
            <WorkspaceItem key={workspace.id} workspace={workspace} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
