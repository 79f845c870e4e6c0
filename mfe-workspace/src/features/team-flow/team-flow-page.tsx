import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-team-flow: Team flow. */
export default function TeamFlowPage() {
  return (
    <WorkPage titleId="work.teamFlow.title">
      <EmptyState titleId="work.teamFlow.empty.title" textId="work.teamFlow.empty.text" />
    </WorkPage>
  );
}
