import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter that shows a task in the side panel over the current page. */
export const TASK_PANEL_PARAM = 'task';

/** Opens a task in the side panel without leaving the page (the back button closes it), or closes it with null. */
export function useOpenTask(): (taskId: number | null) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (taskId: number | null) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        if (taskId === null) next.delete(TASK_PANEL_PARAM);
        else next.set(TASK_PANEL_PARAM, String(taskId));
        return next;
      }),
    [setSearchParams],
  );
}

/** The task the side panel shows, if any. */
export function useOpenTaskId(): number | null {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(TASK_PANEL_PARAM);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}
