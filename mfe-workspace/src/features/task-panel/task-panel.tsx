import { EmptyState, ErrorPanel, LoadingStatus, toApiError } from '@stepwise/shared';
import { useWorkTaskQuery } from '../../common/tasks/task-queries';
import { TaskEditor } from './task-editor';

/** One task, read and kept fresh: loading, not found, failure with retry, or its editor. */
export function TaskPanel({ taskId, onDeleted }: { taskId: number; onDeleted: () => void }) {
  const { data: task, error, isLoading, refetch } = useWorkTaskQuery(taskId);
  if (isLoading) return <LoadingStatus panels={2} />;
  if (error && toApiError(error).status === 404) return <EmptyState titleId="work.taskPanel.notFound.title" textId="work.taskPanel.notFound.text" />;
  if (error || !task) return <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.taskPanel.loadFailed" />;
  return <TaskEditor task={task} onDeleted={onDeleted} />;
}
