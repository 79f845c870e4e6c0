import type { TimesheetQuery, TimesheetResponse } from '@stepwise/contracts';
import { isoWeekOf, mondayOfIsoWeek } from '@stepwise/contracts';
import { addDays, localDayOf, memberDay, midnightsOf, type DayKey } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { validationFailed } from '../../errors/app-error.js';
import { findActiveMemberRole } from '../../platform/workspace-scope/index.js';
import { workspaceCalendar } from '../calendar/index.js';
import { daysOffByMember } from '../days-off/index.js';
import { memberNotFound, memberSchedules } from '../schedules/index.js';
import { selectMemberEntriesBetween } from './time-entry-repository.js';
import { queryId } from './time-entries.js';

const MINUTE_MS = 60_000;
const WEEK_DAYS = 7;

/** Milliseconds of [start, end) within each of the days bounded by `bounds` (one more bound than days). */
function splitAtMidnights(start: number, end: number, bounds: readonly number[]): number[] {
  return bounds.slice(0, -1).map((from, day) => Math.max(0, Math.min(end, bounds[day + 1]!) - Math.max(start, from)));
}

/**
 * One member's ISO week, Monday to Sunday in their time zone: each day's scheduled minutes (their
 * schedule, the workspace calendar and their days off, as the forecast counts them) and tracked minutes,
 * and the minutes of each task per day (an entry across midnight counts on both days; a running one up
 * to now). Any member may read anyone's (the team sees where time went); 404 for someone not a member.
 */
export async function memberTimesheet(db: Database, workspaceId: number, callerId: number, query: TimesheetQuery, now: Date): Promise<TimesheetResponse> {
  const userId = queryId(query.user_id, 'user_id') ?? callerId;
  if (!(await findActiveMemberRole(db, workspaceId, userId))) throw memberNotFound();
  const schedule = (await memberSchedules(db, workspaceId, [userId])).get(userId)!;
  const zone = schedule.time_zone;
  const week = query.week ?? isoWeekOf(localDayOf(zone, now.getTime()));
  const monday = mondayOfIsoWeek(week);
  if (!monday) throw validationFailed({ week: 'invalid' });
  const calendar = await workspaceCalendar(db, workspaceId);
  const daysOff = (await daysOffByMember(db, workspaceId, userId)).get(userId) ?? [];

  const dates: DayKey[] = Array.from({ length: WEEK_DAYS }, (_, day) => addDays(monday, day));
  const bounds = midnightsOf(zone, dates);
  const byTask = new Map<number, { title: string; ms: number[] }>();
  const entries = await selectMemberEntriesBetween(db, { workspaceId, userId, from: new Date(bounds[0]!), to: new Date(bounds[WEEK_DAYS]!) });
  for (const { entry, title } of entries) {
    const end = Math.max(entry.startedAt.getTime(), (entry.endedAt ?? now).getTime());
    const task = byTask.get(entry.taskId) ?? { title, ms: new Array<number>(WEEK_DAYS).fill(0) };
    splitAtMidnights(entry.startedAt.getTime(), end, bounds).forEach((ms, day) => (task.ms[day]! += ms));
    byTask.set(entry.taskId, task);
  }
  const rows = [...byTask]
    .sort(([a], [b]) => a - b)
    .map(([taskId, task]) => {
      const minutes = task.ms.map((ms) => Math.floor(ms / MINUTE_MS));
      return { task_id: taskId, task_title: task.title, minutes, total_minutes: minutes.reduce((sum, value) => sum + value, 0) };
    });
  const days = dates.map((date, day) => {
    const worked = memberDay(schedule, calendar, daysOff, date);
    return {
      date,
      scheduled_minutes: worked.minutes,
      tracked_minutes: rows.reduce((sum, row) => sum + row.minutes[day]!, 0),
      holiday: calendar.dayOf(date).name ?? null,
      day_off: daysOff.some((dayOff) => dayOff.from <= date && date <= dayOff.to),
      reason: worked.reason,
    };
  });
  return {
    user_id: userId,
    week,
    time_zone: zone,
    days,
    rows,
    tracked_minutes: days.reduce((sum, day) => sum + day.tracked_minutes, 0),
    scheduled_minutes: days.reduce((sum, day) => sum + day.scheduled_minutes, 0),
  };
}
