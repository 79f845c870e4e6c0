import { useCallback } from 'react';
import { useWorkUpdateTaskMutation } from '../../../common/tasks/task-mutations';
import type { Task, UpdateTaskBody } from '../../../common/api/work-types';
import { useRefusalToast } from '../../../common/hooks/use-refusal-toast';

/**
 * Saves one field of a task: shown at once everywhere the task is cached; on refusal the value
 * comes back and the API's reason is told. Resolves to whether it was saved.
 */
export function useSaveTaskField(task: Pick<Task, 'id' | 'workspace_id'>) {
  const [updateTask] = useWorkUpdateTaskMutation();
  const tellRefusal = useRefusalToast();
  return useCallback(
    async (body: UpdateTaskBody): Promise<boolean> => {
      const result = await updateTask({ workspaceId: task.workspace_id, taskId: task.id, body });
      if ('error' in result && result.error !== undefined) {
        tellRefusal(result.error);
        return false;
      }
      return true;
    },
    [updateTask, task.workspace_id, task.id, tellRefusal],
  );
}
