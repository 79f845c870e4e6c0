import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-tasks: Tasks. */
export default function TaskListPage() {
  return (
    <WorkPage titleId="work.taskList.title">
      <EmptyState titleId="work.taskList.empty.title" textId="work.taskList.empty.text" />
    </WorkPage>
  );
}
