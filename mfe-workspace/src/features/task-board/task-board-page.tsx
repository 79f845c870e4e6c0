import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-board: Board. */
export default function TaskBoardPage() {
  return (
    <WorkPage titleId="work.taskBoard.title">
      <EmptyState titleId="work.taskBoard.empty.title" textId="work.taskBoard.empty.text" />
    </WorkPage>
  );
}
