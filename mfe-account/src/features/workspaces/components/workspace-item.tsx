import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RouteLink, buttonLinkStyle, panelStyle } from '@stepwise/shared';
import type { Workspace, WorkspaceRole } from '../../../common/api/account-types';
import { workspaceAddress } from '../../../common/workspace/workspace-address';
import { WorkspaceSubscriptionText } from './workspace-subscription';

const ROLE_LABELS: Record<WorkspaceRole, string> = {
  admin: 'account.workspaces.role.admin',
  member: 'account.workspaces.role.member',
};

export function WorkspaceItem({ workspace }: { workspace: Workspace }) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = useId();
  const row = { display: 'grid', gridTemplateColumns: 'minmax(8rem, 12rem) 1fr', gap: theme.space.sm };
  const address = workspaceAddress(workspace);
  const openLabel = intl.formatMessage({ id: 'account.workspaces.openLabel' }, { name: workspace.name });
  return (
    <li aria-labelledby={headingId} css={{ ...panelStyle(theme), display: 'grid', gap: theme.space.sm }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {workspace.name}
      </h2>
      <dl css={{ margin: 0, display: 'grid', gap: theme.space.xs }}>
        <div css={row}>
          <dt css={{ color: theme.colors.textMuted }}>
            <FormattedMessage id="account.workspaces.domain" />
          </dt>
          <dd css={{ margin: 0, fontFamily: theme.fonts.mono }}>{workspace.domain}</dd>
        </div>
        <div css={row}>
          <dt css={{ color: theme.colors.textMuted }}>
            <FormattedMessage id="account.workspaces.role" />
          </dt>
          <dd css={{ margin: 0 }}>
            <FormattedMessage id={ROLE_LABELS[workspace.role] ?? ROLE_LABELS.member} />
          </dd>
        </div>
        <div css={row}>
          <dt css={{ color: theme.colors.textMuted }}>
            <FormattedMessage id="account.workspaces.membersLabel" />
          </dt>
          <dd css={{ margin: 0 }}>
            <FormattedMessage id="account.workspaces.members" values={{ count: workspace.member_count }} />
          </dd>
        </div>
        <div css={row}>
          <dt css={{ color: theme.colors.textMuted }}>
            <FormattedMessage id="account.workspaces.plan" />
          </dt>
          <dd css={{ margin: 0 }}>
            <WorkspaceSubscriptionText workspace={workspace} />
          </dd>
        </div>
      </dl>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md }}>
        {address.kind === 'internal' ? (
          <Link to={address.path} aria-label={openLabel} css={buttonLinkStyle(theme)}>
            <FormattedMessage id="account.workspaces.open" />
          </Link>
        ) : (
          <a href={address.url} aria-label={openLabel} css={buttonLinkStyle(theme)}>
            <FormattedMessage id="account.workspaces.open" />
          </a>
        )}
        <RouteLink
          to="account-workspaces-workspace-plan"
          params={{ workspace: workspace.id }}
          aria-label={intl.formatMessage({ id: 'account.workspaces.planLinkLabel' }, { name: workspace.name })}
        >
          <FormattedMessage id="account.workspaces.planLink" />
        </RouteLink>
      </div>
    </li>
  );
}
