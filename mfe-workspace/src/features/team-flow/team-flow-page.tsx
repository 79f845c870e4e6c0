import { useTheme } from '@emotion/react';
import { EmptyState, ErrorPanel, LoadingStatus } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';
import { useCurrentUserId } from '../../common/hooks/use-current-user-id';
import { useWorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { useWorkMembersQuery } from '../../common/members/members-api';
import { FlowLane } from './flow-lane';

function TeamFlow() {
  const theme = useTheme();
  const workspaceId = useWorkspaceId();
  const me = useCurrentUserId();
  const lookups = useWorkLookups(workspaceId);
  const { data: members, error, isLoading, refetch } = useWorkMembersQuery(workspaceId);
  if (isLoading) return <LoadingStatus panels={3} />;
  if (error || !members) return <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.teamFlow.loadFailed" />;
  const active = members.filter((member) => member.status === 'active');
  if (active.length === 0) return <EmptyState titleId="work.teamFlow.empty.title" textId="work.teamFlow.empty.text" />;
  const isAdmin = active.some((member) => member.user_id === me && member.role === 'admin');
  // The viewer's own lane first, then the others by name.
  const lanes = [...active].sort(
    (a, b) => Number(b.user_id === me) - Number(a.user_id === me) || `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
  );
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.md,
        minWidth: 0,
        [theme.breakpoints.desktop]: { display: 'flex', alignItems: 'start', overflowX: 'auto', paddingBottom: theme.space.sm },
      }}
    >
      {lanes.map((member) => (
        <FlowLane key={member.user_id} member={member} workspaceId={workspaceId} lookups={lookups} canReorder={isAdmin || member.user_id === me} />
      ))}
    </div>
  );
}

/** workspace-team-flow: every active member's flow side by side (stacked on a phone). */
export default function TeamFlowPage() {
  return (
    <WorkPage titleId="work.teamFlow.title">
      <TeamFlow />
    </WorkPage>
  );
}
