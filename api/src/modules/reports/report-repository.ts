import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { ReportFilters } from './report-scope.js';

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

/** Whole minutes of an interval (up to `now` while it runs), as the time entries count them. */
export const intervalMinutes = (now: Date) => sql`floor(extract(epoch from (coalesce(i.ended_at, ${now.toISOString()}::timestamptz) - i.started_at)) / 60)`;
