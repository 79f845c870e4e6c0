import { FormattedMessage } from 'react-intl';
import { useWorkTaskQuery } from '../../common/tasks/task-queries';
import { WorkDialog } from '../../common/components/work-dialog';
import { useOpenTask, useOpenTaskId } from '../../common/hooks/use-open-task';
import { TaskPanel } from './task-panel';

function OpenTask({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { data: task } = useWorkTaskQuery(taskId);
  return (
    <WorkDialog open side onClose={onClose} title={task?.title ?? <FormattedMessage id="work.taskPanel.title" />}>
      <TaskPanel taskId={taskId} onDeleted={onClose} />
    </WorkDialog>
  );
}

/** The task opened from a row (`?task=`), beside the page it was opened from; closing it keeps the page as it was. */
export function TaskPanelHost() {
  const taskId = useOpenTaskId();
  const openTask = useOpenTask();
  if (taskId === null) return null;
  return <OpenTask key={taskId} taskId={taskId} onClose={() => openTask(null)} />;
}
