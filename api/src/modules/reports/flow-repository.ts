import type { FlowReport } from '@stepwise/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { reportRows, taskFilterSql } from './report-repository.js';
import type { ReportFilters, ReportPeriod } from './report-scope.js';

interface StageRow {
  id: number;
  name: string;
  state: FlowReport['stages'][number]['state'];
  sphere_id: number;
}

interface CountRow {
  stage_id: number;
  day: string;
  count: number;
}

function sphereNotFound(): AppError {
  return new AppError(404, 'not_found', 'Sphere not found');
}

/**
 * Cumulative flow of one sphere (`sphere_id`, else the workspace's first): per day of the period and
 * stage, the tasks (matching the other filters; the member is the assignee) that stood in the stage
 * at the end of that day in the workspace's zone. Counted backwards from today: a task created by a
 * day stands, at its end, in its current stage unless stage changes (`task_activity.changes.stage_id`)
 * came later — each later change puts the task back in the stage it left. So only the changes since
 * the period began are read (the partial index on their time), as +1/−1 per stretch end summed over
 * the days: the cost follows the tasks and the period's changes, not the whole history.
 */
export async function flowReport(db: Database, workspaceId: number, filters: ReportFilters, period: ReportPeriod): Promise<FlowReport> {
  const sphereCondition = filters.sphereId === undefined ? sql`true` : sql`s.id = ${filters.sphereId}`;
  const [sphere] = await reportRows<{ id: number }>(
    db,
    sql`select s.id from spheres s where s.workspace_id = ${workspaceId} and ${sphereCondition} order by s.position, s.id limit 1`,
  );
  if (!sphere) throw sphereNotFound();
  const stages = await reportRows<StageRow>(db, sql`select id, name, state, sphere_id from stages where sphere_id = ${sphere.id} order by position, id`);
  const dayOf = (column: string) => sql`(${sql.raw(column)} at time zone ${period.zone})::date`;
  const counts = await reportRows<CountRow>(
    db,
    sql`
      with sphere_stages as (select id from stages where sphere_id = ${sphere.id}),
      scope as (
        select t.id, t.stage_id, greatest(${dayOf('t.created_at')}, ${period.from}::date) as born
        from tasks t where t.workspace_id = ${workspaceId} and t.created_at < ${period.end.toISOString()}::timestamptz ${taskFilterSql(filters, { sphere: false })}
      ),
      later as (
        select scope.born, ${dayOf('a.at')} as day, (a.changes->'stage_id'->>'from')::int as from_stage, (a.changes->'stage_id'->>'to')::int as to_stage
        from task_activity a join scope on scope.id = a.task_id
        where a.changes ? 'stage_id' and a.at >= ${period.start.toISOString()}::timestamptz
      ),
      undone as (select * from later where day > born),
      counted as (
        select stage_id, born as day, 1 as delta from scope where stage_id in (select id from sphere_stages)
        union all select from_stage, born, 1 from undone
        union all select from_stage, day, -1 from undone where day <= ${period.to}::date
        union all select to_stage, born, -1 from undone
        union all select to_stage, day, 1 from undone where day <= ${period.to}::date
      ),
      daily as (
        select stage_id, day, sum(delta) as delta from counted
        where stage_id in (select id from sphere_stages)
        group by 1, 2
      ),
      grid as (
        select st.id as stage_id, g.day::date as day
        from stages st cross join generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as g(day)
        where st.sphere_id = ${sphere.id}
      )
      select grid.stage_id, grid.day::text as day,
        (sum(coalesce(daily.delta, 0)) over (partition by grid.stage_id order by grid.day))::int as count
      from grid left join daily on daily.stage_id = grid.stage_id and daily.day = grid.day`,
  );
  const dayIndex = new Map(period.days.map((day, index) => [day, index]));
  const series = new Map(stages.map((stage) => [stage.id, new Array<number>(period.days.length).fill(0)]));
  for (const row of counts) series.get(row.stage_id)![dayIndex.get(row.day)!] = row.count;
  return {
    sphere_id: sphere.id,
    days: period.days,
    stages: stages.map((stage) => ({ stage_id: stage.id, name: stage.name, state: stage.state, counts: series.get(stage.id)! })),
  };
}
