import { useCallback, useState } from 'react';
import { toApiError, useAppDispatch, useToast } from '@stepwise/shared';
import { upsertGoal, useWorkUpdateGoalMutation } from '../../../common/goals/goals-api';
import { undoAll } from '../../../common/api/work-thunk';
import type { Goal } from '../../../common/api/work-types';
import { refusalMessageId } from '../../../common/errors/refusal-message';

/**
 * Archiving and restoring goals, shown at once and rolled back when the server refuses. The goal
 * archived last is offered back (`lastArchived`) until the offer is dismissed.
 */
export function useGoalArchiving() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [updateGoal] = useWorkUpdateGoalMutation();
  const [lastArchived, setLastArchived] = useState<Goal | null>(null);

  const setArchived = useCallback(
    async (goal: Goal, archived: boolean): Promise<boolean> => {
      const patches = dispatch(upsertGoal({ ...goal, archived }));
      const result = await updateGoal({ goalId: goal.id, body: { archived } });
      if (!('error' in result)) return true;
      undoAll(patches);
      toast('error', refusalMessageId(toApiError(result.error)));
      return false;
    },
    [dispatch, toast, updateGoal],
  );

  const archive = useCallback(
    async (goal: Goal) => {
      if (await setArchived(goal, true)) setLastArchived(goal);
    },
    [setArchived],
  );
  const restore = useCallback(
    async (goal: Goal) => {
      setLastArchived((last) => (last?.id === goal.id ? null : last));
      if (await setArchived(goal, false)) toast('success', 'work.goals.restored', { title: goal.title });
    },
    [setArchived, toast],
  );
  const dismiss = useCallback(() => setLastArchived(null), []);
  return { archive, restore, lastArchived, dismiss };
}
