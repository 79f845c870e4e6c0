import { useTheme } from '@emotion/react';
import { LoadError, LoadingStatus, Notice, selectAuthUser, useAppSelector } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkMembersQuery } from '../../api';
import { WorkPage } from '../../common/components/work-page';
import { useCurrentWorkspace } from '../../common/hooks/use-current-workspace';
import { ForecastAccuracySection } from './components/forecast-accuracy-section';
import { InvitationsSection } from './components/invitations-section';
import { MemberList } from './components/member-list';

/** workspace-team: the members and their roles; admins also invite, resend and revoke. */
export default function TeamPage() {
  const theme = useTheme();
  const { workspaceId, workspace, isAdmin: adminByList, isLoading: workspaceLoading, error: workspaceError, refetch: refetchWorkspaces } = useCurrentWorkspace();
  const members = useWorkMembersQuery(workspaceId);
  const selfId = useAppSelector(selectAuthUser)?.id;
  // The member list follows role changes live; the workspace list is the fallback.
  const ownRole = members.data?.find((member) => member.user_id === selfId)?.role;
  const isAdmin = ownRole ? ownRole === 'admin' : adminByList;

  let content;
  if (members.isLoading || workspaceLoading) content = <LoadingStatus />;
  else if (members.error || workspaceError || !members.data || !workspace) {
    content = (
      <LoadError
        error={members.error ?? workspaceError}
        onRetry={() => {
          void members.refetch();
          void refetchWorkspaces();
        }}
      />
    );
  } else {
    content = (
      <>
        <section aria-labelledby="team-members-heading" css={{ display: 'grid', gap: theme.space.md }}>
          <h2 id="team-members-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
            <FormattedMessage id="work.team.members.title" />
          </h2>
          {!isAdmin && (
            <Notice>
              <FormattedMessage id="work.team.members.readOnly" />
            </Notice>
          )}
          <MemberList workspaceId={workspaceId} workspaceName={workspace.name} members={members.data} canManage={isAdmin} />
        </section>
        {isAdmin && <InvitationsSection workspace={workspace} activeMembers={members.data.length} />}
        <ForecastAccuracySection workspaceId={workspaceId} members={members.data} />
      </>
    );
  }
  return <WorkPage titleId="work.team.title">{content}</WorkPage>;
}
