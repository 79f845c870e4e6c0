import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-goals: Goals. */
export default function GoalsPage() {
  return (
    <WorkPage titleId="work.goals.title">
      <EmptyState titleId="work.goals.empty.title" textId="work.goals.empty.text" />
    </WorkPage>
  );
}
