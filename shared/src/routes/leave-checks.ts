/** Where the app is and where a navigation would take it. */
export interface LeavePaths {
  from: string;
  to: string;
}

/** Answers whether the app may go from one page to another; it may ask the user first. */
export type LeaveCheck = (paths: LeavePaths) => boolean;

const checks = new Set<LeaveCheck>();

/** Registers a check every navigation of the app's router passes; returns its removal. */
export function addLeaveCheck(check: LeaveCheck): () => void {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
}

/** Runs the checks in the order they were added; the first that declines stops the navigation. */
export function mayLeave(paths: LeavePaths): boolean {
  for (const check of [...checks]) if (!check(paths)) return false;
  return true;
}
