import { workspaceTag } from './work-api';

/** What a change of time entries makes stale: the entry lists, the running timer and the timesheets of a workspace. */
export function timeTags(workspaceId: number) {
  return [
    { type: 'WorkTimeEntry' as const, id: workspaceTag(workspaceId) },
    { type: 'WorkTimesheet' as const, id: workspaceTag(workspaceId) },
  ];
}
