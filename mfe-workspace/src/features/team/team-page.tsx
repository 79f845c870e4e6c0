import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-team: Team. */
export default function TeamPage() {
  return (
    <WorkPage titleId="work.team.title">
      <EmptyState titleId="work.team.empty.title" textId="work.team.empty.text" />
    </WorkPage>
  );
}
