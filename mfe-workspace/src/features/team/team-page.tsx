import { useTheme } from '@emotion/react';
import { LoadError, LoadingStatus, Notice } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { WorkPage } from '../../common/components/work-page';
import { useTeam } from '../../common/hooks/use-team';
import { ForecastAccuracySection } from './components/forecast-accuracy-section';
import { InvitationsSection } from './components/invitations-section';
import { MemberList } from './components/member-list';

/** workspace-team: the members and their roles; admins also invite, resend and revoke. */
export default function TeamPage() {
  const theme = useTheme();
  const { workspaceId, workspace, members, isAdmin, isLoading, failed, error, retry } = useTeam();

  let content;
  if (isLoading) content = <LoadingStatus />;
  else if (failed || !members || !workspace) content = <LoadError error={error} onRetry={retry} />;
  else {
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
          <MemberList workspaceId={workspaceId} workspaceName={workspace.name} members={members} canManage={isAdmin} />
        </section>
        {isAdmin && <InvitationsSection workspace={workspace} activeMembers={members.length} />}
        <ForecastAccuracySection workspaceId={workspaceId} members={members} />
      </>
    );
  }
  return <WorkPage titleId="work.team.title">{content}</WorkPage>;
}
