import { useNavigate, useParams } from 'react-router';
import { pathFor, selectLocale, useAppSelector } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { TaskPanel } from './task-panel';

/** workspace-task: one task on its own page (a link to share); deleting it leads back to My flow. */
export default function TaskPanelPage() {
  const workspaceId = useWorkspaceId();
  const taskId = Number(useParams().task);
  const navigate = useNavigate();
  const lang = useAppSelector(selectLocale);
  return (
    <WorkPage titleId="work.taskPanel.title">
      <TaskPanel key={taskId} taskId={taskId} onDeleted={() => void navigate(pathFor('workspace', { params: { workspace: workspaceId }, lang }))} />
    </WorkPage>
  );
}
