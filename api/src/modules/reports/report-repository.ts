import { midnightsOf } from '@stepwise/scheduling';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { ReportFilters, ReportPeriod } from './report-scope.js';

/**
 * ` and …` conditions on the task alias `t` for the filters; `user` is the column the member filter
 * reads (the assignee by default).
 */
export function taskFilterSql(filters: ReportFilters, { user = sql`t.assignee_id`, sphere = true }: { user?: SQL; sphere?: boolean } = {}): SQL {
  const parts: SQL[] = [];
  if (sphere && filters.sphereId !== undefined) parts.push(sql` and t.sphere_id = ${filters.sphereId}`);
  if (filters.goalId !== undefined) parts.push(sql` and t.goal_id = ${filters.goalId}`);
  if (filters.projectId !== undefined) parts.push(sql` and t.project_id = ${filters.projectId}`);
  if (filters.userId !== undefined) parts.push(sql` and ${user} = ${filters.userId}`);
  return sql.join(parts, sql``);
}

/** `execute` answers `{ rows }` on node-postgres and PGlite alike. */
export async function reportRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Whole minutes of an interval (up to `now` while it runs), as the time entries count them: the
 * stored `minutes` of a closed one, the same double-precision formula for a running one.
 */
export const intervalMinutes = (now: Date) => sql`coalesce(i.minutes, floor(date_part('epoch', ${now.toISOString()}::timestamptz - i.started_at) / 60))`;

/** Whether every day of the period lasts 24 hours in its zone (no clock change inside it). */
function evenDays(period: ReportPeriod): boolean {
  const start = period.start.getTime();
  return midnightsOf(period.zone, period.days).every((midnight, index) => midnight === start + index * 86_400_000);
}

/**
 * The index in `period.days` of the local day an instant column (of a row inside the period) falls
 * on. Without a clock change in the period it is whole days since the period's first instant, cheap
 * arithmetic per row; otherwise the zone's calendar says it.
 */
export function periodDayIndex(column: SQL, period: ReportPeriod): SQL {
  if (evenDays(period)) return sql`floor(date_part('epoch', ${column} - ${period.start.toISOString()}::timestamptz) / 86400)::int`;
  return sql`((${column} at time zone ${period.zone})::date - ${period.from}::date)`;
}
