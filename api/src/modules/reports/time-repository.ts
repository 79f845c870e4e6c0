import type { TimeReport, TimeReportGroup } from '@stepwise/contracts';
import { midnightsOf } from '@stepwise/scheduling';
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

/** The period's days as SQL rows (index, first instant, first instant of the next day), in its zone. */
function periodDaysSql(period: ReportPeriod): SQL {
  const bounds = midnightsOf(period.zone, period.days).map((midnight) => new Date(midnight).toISOString());
  const rows = period.days.map((_, index) => sql`(${index}::int, ${bounds[index]}::timestamptz, ${bounds[index + 1]}::timestamptz)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as d(day, day_start, day_end)`;
}

/**
 * Tracked minutes of the period by member, goal, sphere or project, with a series per day. Time is
 * counted on the days of the workspace's zone it was tracked on: an interval across midnight counts
 * on both days, one that began before the period counts from the period's start, a running one up
 * to now; each piece is whole minutes, and every total is the sum of the days (as the timesheet
 * counts). The member filter is the member who tracked the time.
 */
export async function timeReport(
  db: Database,
  workspaceId: number,
  filters: ReportFilters,
  period: ReportPeriod,
  groupBy: TimeReportGroup,
  now: Date,
): Promise<TimeReport> {
  const group = GROUPS[groupBy];
  // Every interval belongs to a task; it is read only for what the grouping or the filters need.
  const readsTask = groupBy !== 'member' || filters.sphereId !== undefined || filters.goalId !== undefined || filters.projectId !== undefined;
  const start = period.start.toISOString();
  const end = sql`coalesce(i.ended_at, ${now.toISOString()}::timestamptz)`;
  const from = sql`from task_intervals i ${readsTask ? sql`join tasks t on t.id = i.task_id` : sql``}`;
  const filter = taskFilterSql(filters, { user: sql`i.user_id` });
  const lastDay = periodDayIndex(end, period);
  // Intervals begun before the period that reach into it, closed ones ending after its start or
  // running ones: a branch each, so each reads its own index.
  const begunBefore = (reaching: SQL) => sql`
    select ${group.key}, i.started_at, ${end}, null, -1, ${lastDay}
    ${from}
    where i.workspace_id = ${workspaceId} and ${reaching} and i.started_at < ${start}::timestamptz ${filter}`;
  // Almost every interval starts and ends on one day of the period: it is counted by arithmetic.
  // The few across midnight, and those begun before the period, are cut at the days' bounds.
  const rows = await reportRows<TimeRow>(
    db,
    sql`
      with spans as (
        select ${group.key} as key, i.started_at as started, ${end} as ended, ${intervalMinutes(now)} as minutes,
          ${periodDayIndex(sql`i.started_at`, period)} as first_day, ${lastDay} as last_day
        ${from}
        where i.workspace_id = ${workspaceId} and i.started_at >= ${start}::timestamptz and i.started_at < ${period.end.toISOString()}::timestamptz ${filter}
        union all ${begunBefore(sql`i.ended_at > ${start}::timestamptz`)}
        union all ${begunBefore(sql`i.ended_at is null`)}
      )
      select key, first_day as day, sum(minutes)::int as minutes from spans where first_day = last_day group by 1, 2
      union all
      select s.key, d.day, sum(floor(date_part('epoch', least(s.ended, d.day_end) - greatest(s.started, d.day_start)) / 60))::int
      from spans s join ${periodDaysSql(period)} on d.day between greatest(s.first_day, 0) and s.last_day
      where s.first_day <> s.last_day
      group by 1, 2`,
  );
  const keys = [...new Set(rows.map((row) => row.key))];
  const ids = keys.filter((key) => key !== null);
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await reportRows<{ id: number; name: string }>(
      db,
      sql`select * from (${group.names(workspaceId)}) named where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const row of found) names.set(row.id, row.name);
  }
  const groups = keys.map((key) => ({
    key,
    name: key === null ? null : (names.get(key) ?? null),
    minutes: 0,
    per_day: new Array<number>(period.days.length).fill(0),
  }));
  const byKey = new Map(groups.map((row) => [row.key, row]));
  for (const row of rows) {
    const target = byKey.get(row.key)!;
    target.minutes += row.minutes;
    target.per_day[row.day]! += row.minutes;
  }
  groups.sort((a, b) => b.minutes - a.minutes || (a.name ?? '').localeCompare(b.name ?? '') || (a.key ?? 0) - (b.key ?? 0));
  return { group_by: groupBy, days: period.days, total_minutes: groups.reduce((sum, row) => sum + row.minutes, 0), groups };
}
