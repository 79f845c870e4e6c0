import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector, selectAuthUser, useToast } from '@stepwise/shared';
import { optimisticTaskChange } from '../../common/tasks/optimistic-change';
import { undoAll, type CachePatch } from '../../common/api/work-thunk';
import { useWorkUpdateTaskMutation } from '../../common/tasks/task-mutations';
import { optimisticTransition } from '../../common/tasks/optimistic-task';
import { refusalMessageId } from '../../common/errors/refusal-message';
import { placementOf, type BoardColumn, type BoardTarget, type PendingPlacement } from './board-columns';

export interface BoardMoveResult {
  moved: boolean;
}

/**
 * Moving cards: the card shows in its new place at once (`PATCH /tasks/{id}` `{ stage_id,
 * after_task_id }`); entering an in-progress stage pauses its assignee's other task on the board, as
 * the API does. A refusal puts everything back and says the API's reason.
 */
export function useBoardMove(workspaceId: number) {
  const dispatch = useAppDispatch();
  const showToast = useToast();
  const viewer = useAppSelector(selectAuthUser);
  const [updateTask] = useWorkUpdateTaskMutation();
  const [pending, setPending] = useState<ReadonlyMap<number, PendingPlacement>>(() => new Map());

  const move = useCallback(
    /** Moves the task of the board as shown (`current`) to the target. */
    async (current: readonly BoardColumn[], taskId: number, target: BoardTarget): Promise<BoardMoveResult> => {
      const body = placementOf(current, taskId, target);
      const task = current.flatMap((column) => column.tasks).find((candidate) => candidate.id === taskId);
      const stage = current.find((column) => column.stage.id === target.stageId)?.stage;
      if (!body || !task || !stage) return { moved: false };
      const placement: PendingPlacement = { stageId: body.stage_id, afterTaskId: body.after_task_id };
      setPending((map) => new Map(map).set(taskId, placement));

      const patches: CachePatch[] = [];
      const owner = task.assignee_id ?? viewer?.id ?? null;
      if (stage.state === 'in_progress' && task.state !== 'in_progress' && owner !== null) {
        for (const other of current.flatMap((column) => column.tasks)) {
          if (other.id !== taskId && other.state === 'in_progress' && other.assignee_id === owner) {
            patches.push(...dispatch(optimisticTaskChange(workspaceId, other.id, (copy, context) => optimisticTransition(copy, 'pause', context))));
          }
        }
      }
      const result = await updateTask({ workspaceId, taskId, body });
      setPending((map) => {
        if (map.get(taskId) !== placement) return map;
        const next = new Map(map);
        next.delete(taskId);
        return next;
      });
      if ('error' in result) {
        undoAll(patches);
        showToast('error', refusalMessageId(result.error));
        return { moved: false };
      }
      return { moved: true };
    },
    [dispatch, showToast, updateTask, viewer, workspaceId],
  );

  return { pending, move };
}
