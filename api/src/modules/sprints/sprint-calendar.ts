import { localDayOf, type DayKey, type HolidayCalendar, type WeeklySchedule } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { workspaceCalendar } from '../calendar/index.js';
import { workspaceSchedule } from '../schedules/index.js';
import { workspaceCreatedAt } from './sprint-repository.js';

/** What a workspace's sprint dates are read in: the default schedule's zone and hours, its holiday calendar and its first day. */
export interface SprintCalendar {
  schedule: WeeklySchedule;
  calendar: HolidayCalendar;
  /** The day the workspace was created, in its zone: sprint 1 contains it. */
  createdOn: DayKey;
  /** The workspace's calendar date at an instant. */
  dayAt(instant: Date): DayKey;
}

export async function loadSprintCalendar(db: Database, workspaceId: number): Promise<SprintCalendar> {
  const schedule = await workspaceSchedule(db, workspaceId);
  const calendar = await workspaceCalendar(db, workspaceId);
  const createdAt = (await workspaceCreatedAt(db, workspaceId)) ?? new Date(0);
  const dayAt = (instant: Date) => localDayOf(schedule.time_zone, instant.getTime());
  return { schedule, calendar, createdOn: dayAt(createdAt), dayAt };
}
