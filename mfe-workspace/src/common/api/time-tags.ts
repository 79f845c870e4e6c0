import { runningTimersTag, workspaceTag } from './work-api';

/** What a change of time entries made on this page makes stale: the entry lists, the running timers and the timesheets of a workspace. */
export function timeTags(workspaceId: number) {
  return [
    { type: 'WorkTimeEntry' as const, id: workspaceTag(workspaceId) },
    { type: 'WorkTimesheet' as const, id: workspaceTag(workspaceId) },
    runningTimersTag(workspaceId),
  ];
}
