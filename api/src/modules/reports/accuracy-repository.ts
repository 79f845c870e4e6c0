import { ACCURACY_BUCKET_EDGES, type AccuracyReport, type AccuracyStats } from '@stepwise/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { intervalMinutes, reportRows, taskFilterSql } from './report-repository.js';
import type { ReportFilters, ReportPeriod } from './report-scope.js';

interface StatsRow extends ExcludedRow {
  dimension: 'all' | 'member' | 'complexity';
  key: number | null;
  name: string | null;
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
  buckets: string;
}

interface ExcludedRow {
  unestimated: number;
  untracked: number;
}

const ratio = (p: number) => sql`round((percentile_cont(${p}::float8) within group (order by ratio))::numeric, 3)::float8`;

/**
 * Actual ÷ estimate of the tasks finished in the period (matching the filters): overall, per assignee and
 * per complexity. The actual time is the minutes the finisher stated, else the task's recorded
 * intervals; unestimated tasks and tasks with no time are counted apart. Quartiles interpolate.
 */
export async function accuracyReport(db: Database, workspaceId: number, filters: ReportFilters, period: ReportPeriod, now: Date): Promise<AccuracyReport> {
  // Materialized, so each task's intervals are summed once (an inlined CTE repeats the sum per use).
  const finished = sql`
    with done as materialized (
      select t.id, t.assignee_id, t.complexity, t.estimate_minutes, t.spent_minutes_override
      from tasks t
      where t.workspace_id = ${workspaceId} and t.finished_at >= ${period.start.toISOString()}::timestamptz
        and t.finished_at < ${period.end.toISOString()}::timestamptz ${taskFilterSql(filters)}
    ),
    spent as (
      select i.task_id, sum(${intervalMinutes(now)}) as minutes
      from task_intervals i join done on done.id = i.task_id and done.spent_minutes_override is null
      group by i.task_id
    ),
    finished as materialized (
      select done.*, coalesce(done.spent_minutes_override, spent.minutes, 0) as actual from done left join spent on spent.task_id = done.id
    )`;
  const edges = sql.raw(`array[${ACCURACY_BUCKET_EDGES.join(',')}]::float8[]`);
  // One statement: the tasks finished are read once; the excluded counts ride on every row.
  const rows = await reportRows<StatsRow>(
    db,
    sql`
      ${finished},
      rated as (
        select f.assignee_id, f.complexity, f.actual::float8 / f.estimate_minutes as ratio,
          coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as name
        from finished f left join users u on u.id = f.assignee_id
        where f.estimate_minutes is not null and f.actual > 0
      ),
      bucketed as (select rated.*, width_bucket(ratio, ${edges}) as bucket from rated)
      select case when grouping(assignee_id) = 0 then 'member' when grouping(complexity) = 0 then 'complexity' else 'all' end as dimension,
        case when grouping(assignee_id) = 0 then assignee_id else complexity end as key,
        max(name) as name,
        count(*)::int as count,
        ${ratio(0.25)} as p25, ${ratio(0.5)} as median, ${ratio(0.75)} as p75, ${ratio(0.9)} as p90,
        string_agg(bucket::text, ',') as buckets,
        (select count(*) from finished where estimate_minutes is null)::int as unestimated,
        (select count(*) from finished where estimate_minutes is not null and actual = 0)::int as untracked
      from bucketed
      group by grouping sets ((), (assignee_id), (complexity))`,
  );
  const overall = rows.find((row) => row.dimension === 'all');
  return {
    bucket_edges: [...ACCURACY_BUCKET_EDGES],
    overall: overall ? toStats(overall) : emptyStats(),
    members: rows
      .filter((row) => row.dimension === 'member' && row.key !== null)
      .map((row) => ({ user_id: row.key!, name: row.name ?? '', ...toStats(row) }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id),
    complexities: rows
      .filter((row) => row.dimension === 'complexity')
      .map((row) => ({ complexity: row.key, ...toStats(row) }))
      .sort((a, b) => (a.complexity ?? 6) - (b.complexity ?? 6)),
    excluded: { unestimated: overall?.unestimated ?? 0, untracked: overall?.untracked ?? 0 },
  };
}

function toStats(row: StatsRow): AccuracyStats {
  const buckets = new Array<number>(ACCURACY_BUCKET_EDGES.length + 1).fill(0);
  for (const bucket of row.buckets ? row.buckets.split(',') : []) buckets[Number(bucket)]! += 1;
  return { count: row.count, median: row.median, p25: row.p25, p75: row.p75, p90: row.p90, buckets };
}

function emptyStats(): AccuracyStats {
  return { count: 0, median: null, p25: null, p75: null, p90: null, buckets: new Array<number>(ACCURACY_BUCKET_EDGES.length + 1).fill(0) };
}
