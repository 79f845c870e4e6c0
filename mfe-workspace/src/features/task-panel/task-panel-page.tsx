import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-task: Task. */
export default function TaskPanelPage() {
  return (
    <WorkPage titleId="work.taskPanel.title">
      <EmptyState titleId="work.taskPanel.empty.title" textId="work.taskPanel.empty.text" />
    </WorkPage>
  );
}
