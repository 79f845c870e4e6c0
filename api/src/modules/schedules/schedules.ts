import { defaultWeeklySchedule, isTimeZone, scheduleProblems, WEEKDAYS, type TimeRange, type Weekday, type WeeklySchedule } from '@stepwise/scheduling';
import type { FieldCode, ScheduleBody, ScheduleResponse } from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { WeekIntervalsJson } from '../../db/schema/index.js';
import { AppError, validationFailed } from '../../errors/app-error.js';
import { findActiveMemberRole, type WorkspaceScope } from '../../platform/workspace-scope/index.js';
import {
  creatorLangOf,
  findMemberSchedule,
  findWorkspaceSchedule,
  selectMemberSchedules,
  upsertMemberSchedule,
  upsertWorkspaceSchedule,
  type StoredSchedule,
} from './schedule-repository.js';

export interface ScheduleChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

/** The zone of a workspace created in Russian; others start in UTC until an admin sets theirs. */
export const RUSSIAN_DEFAULT_TIME_ZONE = 'Europe/Moscow';
export const OTHER_DEFAULT_TIME_ZONE = 'UTC';

export function memberNotFound(): AppError {
  return new AppError(404, 'not_found', 'Member not found');
}

function toWeekly(stored: StoredSchedule): WeeklySchedule {
  return { time_zone: stored.timeZone, week: stored.week };
}

/** The workspace default: its saved one, else Monday–Friday 09:00–18:00 with a break, in the creator's zone. */
export async function workspaceSchedule(db: Database, workspaceId: number): Promise<WeeklySchedule> {
  const stored = await findWorkspaceSchedule(db, workspaceId);
  if (stored) return toWeekly(stored);
  const lang = await creatorLangOf(db, workspaceId);
  return defaultWeeklySchedule(lang === 'ru' ? RUSSIAN_DEFAULT_TIME_ZONE : OTHER_DEFAULT_TIME_ZONE);
}

/** Every member's schedule: their own, or the workspace default. */
export async function memberSchedules(db: Database, workspaceId: number, userIds: readonly number[]): Promise<Map<number, WeeklySchedule>> {
  const [own, fallback] = [await selectMemberSchedules(db, workspaceId), await workspaceSchedule(db, workspaceId)];
  return new Map(userIds.map((userId) => [userId, own.has(userId) ? toWeekly(own.get(userId)!) : fallback]));
}

export async function memberSchedule(db: Database, workspaceId: number, userId: number): Promise<ScheduleResponse> {
  if (!(await findActiveMemberRole(db, workspaceId, userId))) throw memberNotFound();
  const own = await findMemberSchedule(db, workspaceId, userId);
  const schedule = own ? toWeekly(own) : await workspaceSchedule(db, workspaceId);
  return { ...toResponse(schedule), inherited: !own };
}

export function toResponse(schedule: WeeklySchedule): ScheduleResponse {
  return { time_zone: schedule.time_zone, week: schedule.week as ScheduleResponse['week'] };
}

/**
 * Field codes for an unknown zone and for intervals that are empty, reversed, out of order or
 * overlapping (`week.mon.1`). Reads a body the schema may have refused, so both kinds are reported at once.
 */
export function scheduleFieldCodes(body: unknown): Record<string, FieldCode> {
  const fields: Record<string, FieldCode> = {};
  if (typeof body !== 'object' || body === null) return fields;
  const { time_zone: zone, week } = body as { time_zone?: unknown; week?: unknown };
  if (typeof zone === 'string' && zone !== '' && !isTimeZone(zone)) fields.time_zone = 'invalid';
  if (typeof week !== 'object' || week === null) return fields;
  const wellFormed = {} as Record<Weekday, readonly TimeRange[]>;
  for (const day of WEEKDAYS) {
    const intervals = (week as Record<string, unknown>)[day];
    const ok =
      Array.isArray(intervals) &&
      intervals.every((interval) => Array.isArray(interval) && interval.length === 2 && interval.every((time) => typeof time === 'string'));
    wellFormed[day] = ok ? (intervals as TimeRange[]) : [];
  }
  for (const problem of scheduleProblems({ time_zone: 'UTC', week: wellFormed })) fields[`week.${problem.day}.${problem.index}`] ??= 'invalid';
  return fields;
}

function assertSchedule(body: ScheduleBody): void {
  const fields = scheduleFieldCodes(body);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

function stored(body: ScheduleBody): StoredSchedule {
  return { timeZone: body.time_zone, week: body.week as WeekIntervalsJson };
}

/** Members edit their own schedule; admins anyone's (the route's scope checks it). */
export async function saveMemberSchedule(deps: ScheduleChangeDeps, scope: WorkspaceScope, userId: number, body: ScheduleBody): Promise<ScheduleResponse> {
  assertSchedule(body);
  return deps.db.transaction(async (tx) => {
    if (!(await findActiveMemberRole(tx, scope.workspaceId, userId))) throw memberNotFound();
    await upsertMemberSchedule(tx, scope.workspaceId, userId, stored(body));
    const schedule: ScheduleResponse = { time_zone: body.time_zone, week: body.week, inherited: false };
    await deps.live.publish(tx, {
      workspaceId: scope.workspaceId,
      type: 'schedule.updated',
      payload: { user_id: userId, schedule },
      actorId: scope.userId,
      at: deps.now,
    });
    return schedule;
  });
}

export async function saveWorkspaceSchedule(deps: ScheduleChangeDeps, scope: WorkspaceScope, body: ScheduleBody): Promise<ScheduleResponse> {
  assertSchedule(body);
  return deps.db.transaction(async (tx) => {
    await upsertWorkspaceSchedule(tx, scope.workspaceId, stored(body));
    const schedule: ScheduleResponse = { time_zone: body.time_zone, week: body.week };
    await deps.live.publish(tx, {
      workspaceId: scope.workspaceId,
      type: 'schedule.updated',
      payload: { user_id: null, schedule },
      actorId: scope.userId,
      at: deps.now,
    });
    return schedule;
  });
}
