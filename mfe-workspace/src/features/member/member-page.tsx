import { useTheme } from '@emotion/react';
import { EmptyState, LoadError, LoadingStatus, RouteLink, fullName } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { MemberAvatar } from '../../common/components/member-avatar';
import { RoleBadge } from '../../common/components/role-badge';
import { WorkPage } from '../../common/components/work-page';
import { useTeam } from '../../common/hooks/use-team';
import { WorkScheduleSection } from '../../common/schedule/work-schedule-section';
import { DaysOffSection } from './components/days-off-section';
import { MemberPace } from './components/member-pace';

/** workspace-member: a member's pace and focus, working hours and days off; they and the owners change the hours and days off. */
export default function MemberPage() {
  const theme = useTheme();
  const userId = Number(useParams().member);
  const { workspaceId, workspace, members, selfId, isAdmin, isLoading, failed, error, retry } = useTeam();
  const canEdit = selfId === userId || isAdmin;
  const member = members?.find((candidate) => candidate.user_id === userId);
  const backToTeam = (
    <RouteLink to="workspace-team" params={{ workspace: workspaceId }}>
      <FormattedMessage id="work.member.backToTeam" />
    </RouteLink>
  );

  let content;
  if (isLoading) content = <LoadingStatus />;
  else if (failed || !members || !workspace) content = <LoadError error={error} onRetry={retry} />;
  else if (!member) {
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
