import type { TimeReport, TimeReportGroup } from '@stepwise/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { intervalMinutes, periodDayIndex, reportRows, taskFilterSql } from './report-repository.js';
import type { ReportFilters, ReportPeriod } from './report-scope.js';

interface TimeRow {
  key: number | null;
  day: number;
  minutes: number;
}

/** The column each grouping sums by, and where its names are. */
const GROUPS: Record<TimeReportGroup, { key: SQL; names: (workspaceId: number) => SQL }> = {
  member: {
    key: sql`i.user_id`,
    names: (workspaceId) => sql`select u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as name
      from users u join workspace_members m on m.user_id = u.id and m.workspace_id = ${workspaceId}`,
  },
  goal: { key: sql`t.goal_id`, names: (workspaceId) => sql`select id, title as name from goals where workspace_id = ${workspaceId}` },
  sphere: { key: sql`t.sphere_id`, names: (workspaceId) => sql`select id, name from spheres where workspace_id = ${workspaceId}` },
  project: { key: sql`t.project_id`, names: (workspaceId) => sql`select id, name from projects where workspace_id = ${workspaceId}` },
};

/**
 * Tracked minutes of the period by member, goal, sphere or project, with a series per day. Each
 * interval counts its whole minutes (up to now while running) on the day it started in the
 * workspace's zone; the member filter is the member who tracked the time.
 */
export async function timeReport(db: Database, workspaceId: number, filters: ReportFilters, period: ReportPeriod, groupBy: TimeReportGroup, now: Date): Promise<TimeReport> {
  const group = GROUPS[groupBy];
  // Every interval belongs to a task; it is read only for what the grouping or the filters need.
  const readsTask = groupBy !== 'member' || filters.sphereId !== undefined || filters.goalId !== undefined || filters.projectId !== undefined;
  const rows = await reportRows<TimeRow>(
    db,
    sql`
      select ${group.key} as key, ${periodDayIndex(sql`i.started_at`, period)} as day, sum(${intervalMinutes(now)})::int as minutes
      from task_intervals i ${readsTask ? sql`join tasks t on t.id = i.task_id` : sql``}
      where i.workspace_id = ${workspaceId} and i.started_at >= ${period.start.toISOString()}::timestamptz
        and i.started_at < ${period.end.toISOString()}::timestamptz ${taskFilterSql(filters, { user: sql`i.user_id` })}
      group by 1, 2`,
  );
  const keys = [...new Set(rows.map((row) => row.key))];
  const ids = keys.filter((key) => key !== null);
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await reportRows<{ id: number; name: string }>(db, sql`select * from (${group.names(workspaceId)}) named where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    for (const row of found) names.set(row.id, row.name);
  }
  const groups = keys.map((key) => ({ key, name: key === null ? null : (names.get(key) ?? null), minutes: 0, per_day: new Array<number>(period.days.length).fill(0) }));
  const byKey = new Map(groups.map((row) => [row.key, row]));
  for (const row of rows) {
    const target = byKey.get(row.key)!;
    target.minutes += row.minutes;
    target.per_day[row.day]! += row.minutes;
  }
  groups.sort((a, b) => b.minutes - a.minutes || (a.name ?? '').localeCompare(b.name ?? '') || (a.key ?? 0) - (b.key ?? 0));
  return { group_by: groupBy, days: period.days, total_minutes: groups.reduce((sum, row) => sum + row.minutes, 0), groups };
}
