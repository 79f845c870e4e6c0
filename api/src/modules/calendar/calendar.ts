import { CALENDAR_DAYS_MAX_RANGE, type CalendarBody, type CalendarDay, type CalendarDaysQuery, type FieldCode } from '@stepwise/contracts';
import { addDays, createHolidayCalendar, epochDay, memberDay, type CalendarCountry, type DayOff, type HolidayCalendar } from '@stepwise/scheduling';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { validationFailed } from '../../errors/app-error.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { daysOffByMember } from '../days-off/index.js';
import { creatorLangOf, memberNotFound, memberSchedules, workspaceSchedule } from '../schedules/index.js';
import { findActiveMemberRole } from '../../platform/workspace-scope/index.js';
import { findCalendar, upsertCalendar } from './calendar-repository.js';

export interface CalendarChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

/** The workspace's calendar settings: saved, else the Russian preset for a workspace created in Russian, none otherwise. */
export async function calendarSettings(db: Database, workspaceId: number): Promise<CalendarBody> {
  const stored = await findCalendar(db, workspaceId);
  if (stored) return { country: stored.country as CalendarBody['country'], holidays: stored.holidays, working_days: stored.workingDays };
  return { country: (await creatorLangOf(db, workspaceId)) === 'ru' ? 'RU' : null, holidays: [], working_days: [] };
}

export function holidayCalendarOf(settings: CalendarBody): HolidayCalendar {
  return createHolidayCalendar({ country: settings.country as CalendarCountry | null, holidays: settings.holidays, workingDays: settings.working_days });
}

export async function workspaceCalendar(db: Database, workspaceId: number): Promise<HolidayCalendar> {
  return holidayCalendarOf(await calendarSettings(db, workspaceId));
}

function assertCalendar(body: CalendarBody): void {
  const fields: Record<string, FieldCode> = {};
  // Each day is a supported date by the schema; a day cannot be both a holiday and a working day.
  body.working_days.forEach((day, index) => {
    if (body.holidays.includes(day)) fields[`working_days.${index}`] ??= 'invalid';
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** Saves the calendar (sorted, without repeats) and publishes calendar.updated. */
export async function saveCalendar(deps: CalendarChangeDeps, scope: WorkspaceScope, body: CalendarBody): Promise<CalendarBody> {
  assertCalendar(body);
  const calendar: CalendarBody = { country: body.country, holidays: [...new Set(body.holidays)].sort(), working_days: [...new Set(body.working_days)].sort() };
  return deps.db.transaction(async (tx) => {
    await upsertCalendar(tx, scope.workspaceId, { country: calendar.country, holidays: calendar.holidays, workingDays: calendar.working_days });
    await deps.live.publish(tx, { workspaceId: scope.workspaceId, type: 'calendar.updated', payload: { calendar }, actorId: scope.userId, at: deps.now });
    return calendar;
  });
}

/**
 * Each day of the range: whether it is worked, how many minutes, and why. With a member: their
 * hours, time zone and days off; without: the workspace default schedule.
 */
export async function calendarDays(db: Database, workspaceId: number, query: CalendarDaysQuery): Promise<CalendarDay[]> {
  const fields: Record<string, FieldCode> = {};
  // from and to are supported dates by the schema.
  if (query.to < query.from || epochDay(query.to) - epochDay(query.from) >= CALENDAR_DAYS_MAX_RANGE) fields.to = 'invalid';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const calendar = await workspaceCalendar(db, workspaceId);
  let schedule = await workspaceSchedule(db, workspaceId);
  let daysOff: readonly DayOff[] = [];
  if (query.user_id !== undefined) {
    const userId = Number(query.user_id);
    if (!(await findActiveMemberRole(db, workspaceId, userId))) throw memberNotFound();
    schedule = (await memberSchedules(db, workspaceId, [userId])).get(userId)!;
    daysOff = (await daysOffByMember(db, workspaceId)).get(userId) ?? [];
  }
  const days: CalendarDay[] = [];
  for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
    const day = memberDay(schedule, calendar, daysOff, date);
    const name = calendar.dayOf(date).name;
    days.push({ date, working: day.working, minutes: day.minutes, reason: day.reason, ...(name && { name }) });
  }
  return days;
}
