import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace: My flow. */
export default function MyFlowPage() {
  return (
    <WorkPage titleId="work.myFlow.title">
      <EmptyState titleId="work.myFlow.empty.title" textId="work.myFlow.empty.text" />
    </WorkPage>
  );
}
