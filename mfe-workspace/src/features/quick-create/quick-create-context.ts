import { createContext, useContext } from 'react';

/** What the new task starts with besides the defaults (e.g. a goal's page would give its goal). */
export interface QuickCreateDefaults {
  goalId?: number;
  projectId?: number;
  assigneeId?: number | null;
}

export const QuickCreateContext = createContext<((defaults?: QuickCreateDefaults) => void) | null>(null);

/** Opens the quick create dialog of the workspace page (a no-op outside one). */
export function useQuickCreate(): (defaults?: QuickCreateDefaults) => void {
  return useContext(QuickCreateContext) ?? noop;
}

function noop() {}
