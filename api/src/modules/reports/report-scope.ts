import { isSupportedDate, REPORT_PERIOD_DEFAULT_DAYS, REPORT_PERIOD_MAX_DAYS, type FieldCode } from '@stepwise/contracts';
import { addDays, daysBetween, epochDay, instantOfLocal, localDayOf, type DayKey } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { parseWorkspaceId } from '../../platform/workspace-scope/index.js';
import { workspaceSchedule } from '../schedules/index.js';

/** The optional filters of a report; an id of no task of the workspace makes the report empty. */
export interface ReportFilters {
  sphereId?: number;
  goalId?: number;
  projectId?: number;
  userId?: number;
}

interface FilterQuery {
  sphere_id?: string;
  goal_id?: string;
  project_id?: string;
  user_id?: string;
}
interface PeriodQuery {
  from?: string;
  to?: string;
}

export type ReportProblems = Record<string, FieldCode | undefined>;

/** The filters of a query; an id out of range is a problem of its field. */
export function parseReportFilters(query: FilterQuery, problems: ReportProblems): ReportFilters {
  const id = (field: keyof FilterQuery) => {
    const value = query[field];
    if (value === undefined) return undefined;
    const parsed = parseWorkspaceId(value);
    if (parsed === undefined) problems[field] = 'invalid';
    return parsed;
  };
  return { sphereId: id('sphere_id'), goalId: id('goal_id'), projectId: id('project_id'), userId: id('user_id') };
}

/** Checks a period that does not need the workspace's today: supported dates, `from` ≤ `to`, at most 366 days. */
export function checkReportPeriod(query: PeriodQuery, problems: ReportProblems): void {
  if (query.from !== undefined && !isSupportedDate(query.from)) problems.from = 'invalid';
  if (query.to !== undefined && !isSupportedDate(query.to)) problems.to = 'invalid';
  if (problems.from || problems.to || query.from === undefined || query.to === undefined) return;
  const span = epochDay(query.to) - epochDay(query.from) + 1;
  if (span < 1 || span > REPORT_PERIOD_MAX_DAYS) problems.to = 'invalid';
}

/** A report's days in the workspace's zone and the instants they span. */
export interface ReportPeriod {
  zone: string;
  today: DayKey;
  from: DayKey;
  to: DayKey;
  days: DayKey[];
  /** The first instant of `from` and of the day after `to`. */
  start: Date;
  end: Date;
}

export async function workspaceZone(db: Database, workspaceId: number): Promise<string> {
  return (await workspaceSchedule(db, workspaceId)).time_zone;
}

/** The period asked for, or the 30 days up to today; `to` alone ends it, `from` alone starts it (still ≤ 366 days). */
export function reportPeriod(zone: string, query: PeriodQuery, now: Date): ReportPeriod {
  const today = localDayOf(zone, now.getTime());
  const to = query.to ?? (query.from ? minDay(addDays(query.from, REPORT_PERIOD_DEFAULT_DAYS - 1), today, query.from) : today);
  const from = query.from ?? addDays(to, -(REPORT_PERIOD_DEFAULT_DAYS - 1));
  return {
    zone,
    today,
    from,
    to,
    days: [...daysBetween(from, to)],
    start: new Date(instantOfLocal(zone, from, 0)),
    end: new Date(instantOfLocal(zone, addDays(to, 1), 0)),
  };
}

/** The earlier of `day` and `limit`, never before `floor`. */
function minDay(day: DayKey, limit: DayKey, floor: DayKey): DayKey {
  const earlier = day < limit ? day : limit;
  return earlier < floor ? floor : earlier;
}
