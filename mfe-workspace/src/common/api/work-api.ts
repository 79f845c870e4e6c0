import { apiSlice } from '@stepwise/shared/api';

/**
 * The workspace app's part of the product's one api slice. Its tags name the workspace
 * (`ws:<id>`) so a live `reset` can refetch everything of one workspace, and objects by id.
 */
export const WORK_TAG_TYPES = [
  'WorkMember',
  'WorkInvitation',
  'WorkSphere',
  'WorkGoal',
  'WorkProject',
  'WorkTask',
  'WorkFlow',
  'WorkActivity',
  'WorkForecast',
  'WorkSchedule',
  'WorkDayOff',
  'WorkCalendar',
  'WorkSprint',
  'WorkWorkload',
  'WorkTimeEntry',
  'WorkTimesheet',
  'WorkHistoryImport',
] as const;
export type WorkTagType = (typeof WORK_TAG_TYPES)[number];

export const workApiBase = apiSlice.enhanceEndpoints({ addTagTypes: WORK_TAG_TYPES });

/** The tag every cached object of one workspace carries. */
export function workspaceTag(workspaceId: number): string {
  return `ws:${workspaceId}`;
}

/**
 * The running timers of a workspace's members. Apart from the entries' workspace tag, so another
 * member's time entry event reads the lists again but not every page's own timer.
 */
export function runningTimersTag(workspaceId: number) {
  return { type: 'WorkTimeEntry' as const, id: `${workspaceTag(workspaceId)}:timers` };
}

/** The running timer of one member: only a change of their own entries reads it again. */
export function runningTimerTag(workspaceId: number, userId: number) {
  return { type: 'WorkTimeEntry' as const, id: `${workspaceTag(workspaceId)}:timer:${userId}` };
}

/** Every tag of one workspace: invalidating them refetches all its data on screen. */
export function allWorkspaceTags(workspaceId: number) {
  return [...WORK_TAG_TYPES.map((type) => ({ type, id: workspaceTag(workspaceId) })), runningTimersTag(workspaceId)];
}

/** A single-object answer of the API: `{ data }`. */
export interface Envelope<T> {
  data: T;
}

export function unwrap<T>(response: Envelope<T>): T {
  return response.data;
}
