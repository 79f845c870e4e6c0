import { createContext, useContext } from 'react';
import type { Task } from '../api/work-types';

export interface TransitionDialogs {
  /** Starts the task, first asking when it waits for unfinished tasks (or the API says it does). */
  start(task: Task): void;
  /** Asks for the time spent (starting from `recordedMinutes`), then finishes the task. */
  finish(task: Task, recordedMinutes: number): void;
}

export const TransitionDialogsContext = createContext<TransitionDialogs | null>(null);

/** The page's one pair of transition dialogs (see TransitionDialogsProvider, which WorkPage mounts). */
export function useTransitionDialogs(): TransitionDialogs {
  const dialogs = useContext(TransitionDialogsContext);
  if (!dialogs) throw new Error('useTransitionDialogs needs a TransitionDialogsProvider (WorkPage mounts one)');
  return dialogs;
}
