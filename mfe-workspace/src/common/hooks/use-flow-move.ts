import { useCallback } from 'react';
import { useWorkMoveInFlowMutation } from '../tasks/task-mutations';
import type { FlowMove } from '../tasks/flow-move';
import { useRefusalToast } from './use-refusal-toast';

/** Moves a task in a member's flow: shown at once, undone with the API's reason when it refuses. */
export function useFlowMove(workspaceId: number, userId: number) {
  const [moveInFlow] = useWorkMoveInFlowMutation();
  const tellRefusal = useRefusalToast();
  return useCallback(
    async ({ taskId, afterTaskId }: FlowMove) => {
      const result = await moveInFlow({ workspaceId, userId, taskId, afterTaskId });
      if ('error' in result && result.error !== undefined) tellRefusal(result.error);
    },
    [moveInFlow, workspaceId, userId, tellRefusal],
  );
}
