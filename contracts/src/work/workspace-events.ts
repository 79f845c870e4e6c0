import type { MemberResponse } from './member-schemas.js';
import type { InvitationResponse } from './invitation-schemas.js';
import type { SphereResponse } from './sphere-schemas.js';
import type { GoalResponse } from './goal-schemas.js';
import type { ProjectResponse } from './project-schemas.js';
import type { TaskResponse } from './task-schemas.js';
import type { ScheduleResponse } from '../forecast/schedule-schemas.js';
import type { DayOffResponse } from '../forecast/day-off-schemas.js';
import type { CalendarBody } from '../forecast/calendar-schemas.js';
import type { SprintDetailResponse, SprintSettingsBody } from '../sprints/sprint-schemas.js';
import type { TimeEntryResponse } from '../time/time-entry-schemas.js';
import type { HistoryImportProgress } from '../forecast/history-import-schemas.js';

/**
 * The events of a workspace on the live channel (docs/live.md): each carries the object as the API
 * answers it after the change, so a client replaces its copy. This is the one list: the API's
 * `live.publish` accepts only these types with their payloads, and the front ends read them from here.
 */
export interface WorkspaceEventPayloads {
  'task.created': { task: TaskResponse };
  'task.updated': { task: TaskResponse };
  'task.deleted': { id: number; assignee_id: number | null };
  /** A member's flow changed order: their unfinished task ids in the new order. */
  'flow.reordered': { user_id: number; task_ids: number[] };
  'member.joined': { member: MemberResponse };
  'member.updated': { member: MemberResponse };
  'member.removed': { user_id: number };
  'invitation.changed': { invitation: InvitationResponse };
  'sphere.created': { sphere: SphereResponse };
  'sphere.updated': { sphere: SphereResponse };
  'sphere.deleted': { id: number };
  'goal.created': { goal: GoalResponse };
  'goal.updated': { goal: GoalResponse };
  'project.created': { project: ProjectResponse };
  'project.updated': { project: ProjectResponse };
  /** A member's weekly schedule (user_id), or the workspace default (user_id null). */
  'schedule.updated': { user_id: number | null; schedule: ScheduleResponse };
  'day_off.created': { day_off: DayOffResponse };
  'day_off.deleted': { id: number; user_id: number };
  'calendar.updated': { calendar: CalendarBody };
  /** A batch of finished tasks was imported from a file (`imported` of them): paces may have moved. */
  'history.imported': { imported: number };
  /** An import started, committed a batch, succeeded or failed: how far it is (GET …/import/history/{id} lists the refused lines). */
  'history.import_progress': { import: HistoryImportProgress };
  /**
   * The forecast moved: refetch GET …/forecast. One event per burst of changes (debounced per
   * workspace); `version` is the forecast version it reflects.
   */
  'forecast.changed': { version: number };
  /** A sprint's plan changed (planned, moved to another sprint, carried over at roll-over): the sprint as GET /api/sprints/{id} answers. */
  'sprint.updated': { sprint: SprintDetailResponse };
  /** The sprint length or start weekday changed: upcoming sprints may have new dates, refetch the list. */
  'sprint_settings.updated': { settings: SprintSettingsBody };
  /** A time entry was added or changed (a timer start or stop included). */
  'time_entry.saved': {
    entry: TimeEntryResponse;
    /** Set when an edit moved the entry from another task. */
    previous_task_id?: number;
  };
  'time_entry.deleted': { id: number; user_id: number; task_id: number };
}

export type WorkspaceEventType = keyof WorkspaceEventPayloads;

/** One change in a workspace as the live channel sends it. `type` names it; `payload` is its data. */
export interface LiveEvent<Type extends WorkspaceEventType> {
  seq: number;
  type: Type;
  payload: WorkspaceEventPayloads[Type];
  /** Who made the change; null for the system. */
  actor_id: number | null;
  at: string;
}

/** Any event of a workspace: `type` tells which payload it carries (the only type publishers and clients use). */
export type WorkspaceEvent = {
  [Type in WorkspaceEventType]: LiveEvent<Type>;
}[WorkspaceEventType];
