import { VELOCITY_SPRINTS_DEFAULT, type VelocityReport } from '@stepwise/contracts';
import { localDayOf, sprintStatus } from '@stepwise/scheduling';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { reportRows, taskFilterSql } from './report-repository.js';
import { workspaceZone, type ReportFilters } from './report-scope.js';

interface VelocityRow {
  sprint_id: number;
  number: number;
  starts_on: string;
  ends_on: string;
  committed_count: number;
  committed_minutes: number;
  done_count: number;
  done_minutes: number;
}

/**
 * The last `count` sprints that have started, oldest first: the tasks planned in each (matching the
 * filters) and their estimates, and those finished by the sprint's last day in the workspace's zone,
 * as the sprint's own committed and done work (docs/sprints.md).
 */
export async function velocityReport(db: Database, workspaceId: number, filters: ReportFilters, count: number | undefined, now: Date): Promise<VelocityReport> {
  const zone = await workspaceZone(db, workspaceId);
  const today = localDayOf(zone, now.getTime());
  const finishedInSprint = sql`t.finished_at is not null and (t.finished_at at time zone ${zone})::date <= s.ends_on`;
  const rows = await reportRows<VelocityRow>(
    db,
    sql`
      with chosen as (
        select id, number, starts_on, ends_on from sprints
        where workspace_id = ${workspaceId} and starts_on <= ${today}::date
        order by number desc limit ${count ?? VELOCITY_SPRINTS_DEFAULT}
      )
      select s.id as sprint_id, s.number, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
        count(t.id)::int as committed_count,
        coalesce(sum(t.estimate_minutes), 0)::int as committed_minutes,
        (count(t.id) filter (where ${finishedInSprint}))::int as done_count,
        coalesce(sum(t.estimate_minutes) filter (where ${finishedInSprint}), 0)::int as done_minutes
      from chosen s
      left join sprint_tasks st on st.sprint_id = s.id
      left join tasks t on t.id = st.task_id ${taskFilterSql(filters)}
      group by s.id, s.number, s.starts_on, s.ends_on
      order by s.number`,
  );
  return { sprints: rows.map((row) => ({ ...row, status: sprintStatus({ startsOn: row.starts_on, endsOn: row.ends_on }, today) })) };
}
