import { useTheme } from '@emotion/react';
import { EmptyState, LoadError, LoadingStatus, RouteLink, fullName } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useWorkMembersQuery } from '../../api';
import { MemberAvatar } from '../../common/components/member-avatar';
import { RoleBadge } from '../../common/components/role-badge';
import { WorkPage } from '../../common/components/work-page';
import { useCurrentUserId } from '../../common/hooks/use-current-user-id';
import { useCurrentWorkspace } from '../../common/hooks/use-current-workspace';
import { WorkScheduleSection } from '../../common/schedule/work-schedule-section';
import { DaysOffSection } from './components/days-off-section';
import { MemberPace } from './components/member-pace';

/** workspace-member: a member's pace and focus, working hours and days off; they and the owners change the hours and days off. */
export default function MemberPage() {
  const theme = useTheme();
  const userId = Number(useParams().member);
  const { workspaceId, workspace, isAdmin: adminByList, isLoading: workspaceLoading, error: workspaceError, refetch: refetchWorkspaces } = useCurrentWorkspace();
  const members = useWorkMembersQuery(workspaceId);
  const selfId = useCurrentUserId();
  // The member list follows role changes live; the workspace list is the fallback.
  const ownRole = members.data?.find((member) => member.user_id === selfId)?.role;
  const canEdit = selfId === userId || (ownRole ? ownRole === 'admin' : adminByList);
  const member = members.data?.find((candidate) => candidate.user_id === userId);
  const backToTeam = (
    <RouteLink to="workspace-team" params={{ workspace: workspaceId }}>
      <FormattedMessage id="work.member.backToTeam" />
    </RouteLink>
  );

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
  } else if (!member) {
    content = <EmptyState titleId="work.member.notFound.title" textId="work.member.notFound.text" action={backToTeam} />;
  } else {
    const name = fullName(member);
    content = (
      <>
        <p css={{ margin: 0 }}>{backToTeam}</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, fontSize: theme.fontSizes.lg, fontWeight: 600, minWidth: 0 }}>
          <MemberAvatar member={member} size="md" withName />
          <RoleBadge role={member.role} />
          {userId === selfId && (
            <span css={{ color: theme.colors.textMuted, fontWeight: 400, fontSize: theme.fontSizes.md }}>
              <FormattedMessage id="work.team.member.you" />
            </span>
          )}
        </div>
        <MemberPace workspaceId={workspaceId} userId={userId} />
        <WorkScheduleSection
          workspaceId={workspaceId}
          userId={userId}
          canEdit={canEdit}
          titleId="work.member.schedule.title"
          intro={
            !canEdit && (
              <p css={{ margin: 0, color: theme.colors.textMuted }}>
                <FormattedMessage id="work.member.readOnly" values={{ name }} />
              </p>
            )
          }
        />
        <DaysOffSection workspaceId={workspaceId} userId={userId} canEdit={canEdit} />
      </>
    );
  }
  return <WorkPage titleId="work.member.title">{content}</WorkPage>;
}
