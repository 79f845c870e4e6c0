import { useCallback } from 'react';
import { toApiError } from '@stepwise/shared';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useWorkTransitionTaskMutation, type TransitionArgs } from '../tasks/task-mutations';
import { useRefusalToast } from './use-refusal-toast';

export type TransitionOutcome = { done: true } | { done: false; code: string; waitingFor?: number[] };

function waitingForOf(error: unknown): number[] | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data as { details?: { waiting_for?: unknown } } | undefined;
  const list = data?.details?.waiting_for;
  return Array.isArray(list) && list.every((id) => typeof id === 'number') ? list : undefined;
}

/**
 * Runs a transition (shown at once, undone on refusal). A refusal is told in a toast, except
 * `task_blocked`, which the caller answers by asking the user to confirm.
 */
export function useTaskTransition() {
  const [transition] = useWorkTransitionTaskMutation();
  const tellRefusal = useRefusalToast();
  return useCallback(
    async (args: TransitionArgs): Promise<TransitionOutcome> => {
      const result = await transition(args);
      if (!('error' in result) || result.error === undefined) return { done: true };
      const code = toApiError(result.error).code;
      if (code === 'task_blocked') return { done: false, code, waitingFor: waitingForOf(result.error) };
      tellRefusal(result.error);
      return { done: false, code };
    },
    [transition, tellRefusal],
  );
}
