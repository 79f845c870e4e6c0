import { useTheme } from '@emotion/react';
import { LoadError, LoadingStatus } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkInvitationsQuery } from '../invitations-api';
import type { JoinedWorkspace } from '../../../common/api/work-types';
import { useMemberCapacity } from '../hooks/use-member-capacity';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberCapacitySummary } from './member-capacity';

/** The admins' part of the team page: seats against the plan, the invite form, the invitations awaiting an answer. */
export function InvitationsSection({ workspace, activeMembers }: { workspace: JoinedWorkspace; activeMembers: number }) {
  const theme = useTheme();
  const invitations = useWorkInvitationsQuery(workspace.id);
  const capacity = useMemberCapacity(workspace, activeMembers);
  const pending = invitations.data?.filter((invitation) => invitation.status === 'pending').length ?? 0;
  return (
    <section aria-labelledby="team-invitations-heading" css={{ display: 'grid', gap: theme.space.md }}>
      <h2 id="team-invitations-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="work.team.invite.title" />
      </h2>
      {capacity && <MemberCapacitySummary capacity={capacity} pendingInvitations={pending} workspaceId={workspace.id} />}
      <InviteForm workspaceId={workspace.id} />
      <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <FormattedMessage id="work.team.invitations.title" />
      </h3>
      {invitations.isLoading ? (
        <LoadingStatus panels={1} />
      ) : invitations.error ? (
        <LoadError error={invitations.error} onRetry={() => void invitations.refetch()} />
      ) : (
        <InvitationList workspaceId={workspace.id} invitations={invitations.data ?? []} />
      )}
    </section>
  );
}
