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
 * at the end of that day in the workspace's zone. A task's stages come from its history: each stage
 * change (`task_activity.changes.stage_id`) starts a stretch that the next one ends; a task with no
 * recorded change has been in its stage since it was created. Counted as +1/−1 per stretch end and
 * summed over the days, so the cost follows the number of changes, not tasks × days.
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
      with scope as (
        select t.id, t.stage_id, t.created_at from tasks t where t.workspace_id = ${workspaceId} ${taskFilterSql(filters, { sphere: false })}
      ),
      moves as (
        select a.task_id, a.at, (a.changes->'stage_id'->>'from')::int as from_stage, (a.changes->'stage_id'->>'to')::int as to_stage,
          row_number() over (partition by a.task_id order by a.at, a.id) as n,
          lead(a.at) over (partition by a.task_id order by a.at, a.id) as until
        from task_activity a join scope on scope.id = a.task_id
        where a.changes ? 'stage_id'
      ),
      stretches as (
        select scope.created_at as since, coalesce(first.from_stage, scope.stage_id) as stage_id, first.at as until
        from scope left join moves first on first.task_id = scope.id and first.n = 1
        where first.task_id is null or first.from_stage is not null
        union all
        select at, to_stage, until from moves
      ),
      counted as (
        select stage_id, ${dayOf('since')} as day, 1 as delta from stretches
        union all
        select stage_id, ${dayOf('until')}, -1 from stretches where until is not null
      ),
      daily as (
        select stage_id, greatest(day, ${period.from}::date) as day, sum(delta) as delta from counted
        where day <= ${period.to}::date and stage_id in (select id from stages where sphere_id = ${sphere.id})
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
