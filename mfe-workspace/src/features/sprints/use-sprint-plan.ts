import { useCallback, useState } from 'react';
import { useWorkPlanSprintMutation, type SprintDetail } from './sprints-api';
import { refusalMessageId } from '../../common/errors/refusal-message';

/**
 * Changes a sprint's plan: adds tasks to its set or removes them (`PUT /sprints/{id}/tasks` with
 * the whole set). `refusal` is the message id of the API's last refusal, cleared by the next change.
 */
export function useSprintPlan(workspaceId: number, sprint: Pick<SprintDetail, 'id' | 'task_ids'>) {
  const [plan, { isLoading }] = useWorkPlanSprintMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useCallback(
    async (taskIds: number[]) => {
      setRefusal(null);
      const result = await plan({ workspaceId, sprintId: sprint.id, taskIds });
      if ('error' in result) {
        setRefusal(refusalMessageId(result.error));
        return false;
      }
      return true;
    },
    [plan, sprint.id, workspaceId],
  );
  const add = useCallback((taskIds: readonly number[]) => save([...new Set([...sprint.task_ids, ...taskIds])]), [save, sprint.task_ids]);
  const remove = useCallback((taskIds: readonly number[]) => save(sprint.task_ids.filter((taskId) => !taskIds.includes(taskId))), [save, sprint.task_ids]);
  return { add, remove, saving: isLoading, refusal };
}
