import type { CalendarBody } from '@stepwise/contracts';
import type { DayOff, HolidayCalendar, WeeklySchedule } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { calendarSettings, holidayCalendarOf } from '../calendar/index.js';
import { daysOffByMember } from '../days-off/index.js';
import { memberSchedules, selectActiveMemberIds } from '../schedules/index.js';
import {
  selectFinishedTasks,
  selectIntervals,
  selectOpenTasks,
  selectUserIntervals,
  type FinishedTaskRow,
  type IntervalRow,
  type OpenTaskRow,
} from './forecast-input-repository.js';

/** An active member's working time. */
export interface MemberHours {
  schedule: WeeklySchedule;
  daysOff: DayOff[];
}

/** What the forecast reads of one user's work: the tasks assigned to them and the time they worked. */
export interface UserRows {
  /** Their flow: unfinished tasks in order, with what each waits for. */
  open: OpenTaskRow[];
  /** Intervals of their flow tasks, by whoever worked them. */
  flowIntervals: IntervalRow[];
  /** Their finished tasks, by id. */
  finished: FinishedTaskRow[];
  /** Intervals of their finished tasks, by whoever worked them. */
  finishedIntervals: IntervalRow[];
  /** Intervals they worked, on any task. */
  worked: IntervalRow[];
}

/**
 * A workspace's forecast inputs as read from the database, before any computation: they do not
 * depend on the forecast instant, so a new instant reads nothing, and a change reloads only what it
 * touched (a user's flow and worked time, a finished task, a member's hours).
 */
export interface WorkspaceRows {
  memberIds: number[];
  settings: CalendarBody;
  calendar: HolidayCalendar;
  hours: Map<number, MemberHours>;
  /** By user id: anyone with assigned tasks or worked time, members or not. */
  users: Map<number, UserRows>;
}

/** What a change touched, to be read again. */
export interface RowChanges {
  /** Users whose flow (tasks, blockers, their intervals) and worked time. */
  users: ReadonlySet<number>;
  /** Tasks that are or were finished: their row and intervals. */
  finished: ReadonlySet<number>;
  /** Members whose schedule and days off. */
  hours: ReadonlySet<number>;
}

const emptyRows = (): UserRows => ({ open: [], flowIntervals: [], finished: [], finishedIntervals: [], worked: [] });

function rowsOf(users: Map<number, UserRows>, userId: number): UserRows {
  let rows = users.get(userId);
  if (!rows) users.set(userId, (rows = emptyRows()));
  return rows;
}

async function loadHours(db: Database, workspaceId: number, memberIds: readonly number[], userId?: number): Promise<Map<number, MemberHours>> {
  const schedules = await memberSchedules(db, workspaceId, memberIds);
  const daysOff = await daysOffByMember(db, workspaceId, userId);
  return new Map(memberIds.map((id) => [id, { schedule: schedules.get(id)!, daysOff: daysOff.get(id) ?? [] }]));
}

/** Everything, read afresh. */
export async function loadWorkspaceRows(db: Database, workspaceId: number): Promise<WorkspaceRows> {
  const memberIds = await selectActiveMemberIds(db, workspaceId);
  const settings = await calendarSettings(db, workspaceId);
  const hours = await loadHours(db, workspaceId, memberIds);
  const users = new Map<number, UserRows>();
  for (const task of await selectOpenTasks(db, workspaceId)) rowsOf(users, task.assigneeId).open.push(task);
  const finishedIds = new Set<number>();
  for (const task of await selectFinishedTasks(db, workspaceId)) {
    rowsOf(users, task.assigneeId).finished.push(task);
    finishedIds.add(task.id);
  }
  for (const interval of await selectIntervals(db, workspaceId)) {
    rowsOf(users, interval.userId).worked.push(interval);
    if (interval.assigneeId === null) continue;
    if (interval.inFlow) rowsOf(users, interval.assigneeId).flowIntervals.push(interval);
    else if (finishedIds.has(interval.taskId)) rowsOf(users, interval.assigneeId).finishedIntervals.push(interval);
  }
  return { memberIds, settings, calendar: holidayCalendarOf(settings), hours, users };
}

/** The users' flows and worked time read again. */
async function reloadUsers(db: Database, workspaceId: number, users: Map<number, UserRows>, userIds: readonly number[]): Promise<void> {
  const fresh = new Map<number, UserRows>(
    userIds.map((userId) => [userId, { ...(users.get(userId) ?? emptyRows()), open: [], flowIntervals: [], worked: [] }]),
  );
  for (const task of await selectOpenTasks(db, workspaceId, userIds)) fresh.get(task.assigneeId)!.open.push(task);
  for (const { worked, ...interval } of await selectUserIntervals(db, workspaceId, userIds)) {
    if (worked) fresh.get(interval.userId)!.worked.push(interval);
    else fresh.get(interval.assigneeId!)!.flowIntervals.push(interval);
  }
  for (const [userId, rows] of fresh) users.set(userId, rows);
}

/** Finished tasks read again: each leaves whoever had it and joins its assignee's, if finished. */
async function reloadFinished(db: Database, workspaceId: number, users: Map<number, UserRows>, taskIds: ReadonlySet<number>): Promise<void> {
  for (const [userId, rows] of users) {
    if (!rows.finished.some((task) => taskIds.has(task.id))) continue;
    users.set(userId, {
      ...rows,
      finished: rows.finished.filter((task) => !taskIds.has(task.id)),
      finishedIntervals: rows.finishedIntervals.filter((interval) => !taskIds.has(interval.taskId)),
    });
  }
  const finished = await selectFinishedTasks(db, workspaceId, [...taskIds]);
  if (finished.length === 0) return;
  const intervals = await selectIntervals(
    db,
    workspaceId,
    finished.map((task) => task.id),
  );
  for (const task of finished) {
    const rows = users.get(task.assigneeId) ?? emptyRows();
    users.set(task.assigneeId, {
      ...rows,
      finished: [...rows.finished, task].sort((a, b) => a.id - b.id),
      finishedIntervals: [...rows.finishedIntervals, ...intervals.filter((interval) => interval.taskId === task.id)],
    });
  }
}

/** The rows with what changed read again; the rest is shared with `rows`. */
export async function reloadRows(db: Database, workspaceId: number, rows: WorkspaceRows, changes: RowChanges): Promise<WorkspaceRows> {
  const users = new Map(rows.users);
  if (changes.users.size > 0) await reloadUsers(db, workspaceId, users, [...changes.users]);
  if (changes.finished.size > 0) await reloadFinished(db, workspaceId, users, changes.finished);
  let hours = rows.hours;
  for (const userId of changes.hours) {
    if (!hours.has(userId)) continue;
    hours = new Map(hours).set(userId, (await loadHours(db, workspaceId, [userId], userId)).get(userId)!);
  }
  return { ...rows, hours, users };
}
