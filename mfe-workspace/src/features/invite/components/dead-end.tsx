import { useTheme } from '@emotion/react';
import { RouteLink } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import type { InvitationDeadEnd } from '../invitation-outcome';

const MESSAGES: Readonly<Record<InvitationDeadEnd, { title: string; text: string }>> = {
  expired: { title: 'work.invite.expired.title', text: 'work.invite.expired.text' },
  used: { title: 'work.invite.used.title', text: 'work.invite.used.text' },
  revoked: { title: 'work.invite.revoked.title', text: 'work.invite.revoked.text' },
  unknown: { title: 'work.invite.unknown.title', text: 'work.invite.unknown.text' },
  full: { title: 'work.invite.full.title', text: 'work.invite.full.text' },
  notActivated: { title: 'work.invite.notActivated.title', text: 'work.invite.notActivated.text' },
};

/** The link cannot be used (now): what happened and what to do. */
export function DeadEnd({ kind, workspaceName }: { kind: InvitationDeadEnd; workspaceName?: string }) {
  const theme = useTheme();
  const { title, text } = MESSAGES[kind];
  return (
    <div
      role="status"
      css={{
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.lg,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      }}
    >
      <h2 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id={title} />
      </h2>
      <p css={{ margin: 0 }}>
        <FormattedMessage id={text} values={{ workspace: workspaceName ?? '' }} />
      </p>
      <p css={{ margin: 0 }}>
        {kind === 'notActivated' ? (
          <RouteLink to="activate">
            <FormattedMessage id="work.invite.activate" />
          </RouteLink>
        ) : (
          <RouteLink to="account-workspaces">
            <FormattedMessage id="work.invite.toWorkspaces" />
          </RouteLink>
        )}
      </p>
    </div>
  );
}
