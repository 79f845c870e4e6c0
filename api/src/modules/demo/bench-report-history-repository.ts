import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/*
 * The history the reports read, in bulk for `npm run bench:reports`, on top of the bench workspace
 * (bench-workspace-repository.ts): time intervals spread over the last 90 days, each task's stage
 * changes, and two-week sprints over the last quarter with the tasks planned in them.
 */
export async function insertBenchReportHistory(
  db: Database,
  spec: { workspaceId: number; memberIds: readonly number[]; intervals: number; now: Date },
): Promise<void> {
  const now = sql`${spec.now.toISOString()}::timestamptz`;
  const members = `{${spec.memberIds.join(',')}}`;
  const ws = spec.workspaceId;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with ids as (select array_agg(id order by id) as a from tasks where workspace_id = ${ws}),
      spans as (
        select n, ${now} - (n % 90) * interval '1 day' - (60 + n % 600) * interval '1 minute' as started_at, (10 + n % 110) * interval '1 minute' as length
        from generate_series(1, ${spec.intervals}) as n
      )
      insert into task_intervals (task_id, workspace_id, user_id, started_at, ended_at)
      select ids.a[(n % cardinality(ids.a)) + 1], ${ws}, (${members}::int[])[(n % ${spec.memberIds.length}) + 1], started_at, started_at + length
      from spans, ids`);
    // Created in the first stage; later started (all but open tasks) and finished.
    await tx.execute(sql`
      with sphere_stages as (
        select t.id, t.created_at, t.finished_at, t.state, t.stage_id,
          (select s.id from stages s where s.sphere_id = t.sphere_id and s.state = 'open' order by s.position limit 1) as open_stage,
          (select s.id from stages s where s.sphere_id = t.sphere_id and s.state = 'in_progress' order by s.position limit 1) as progress_stage
        from tasks t where t.workspace_id = ${ws}
      ),
      moves as (
        select id, 'created' as kind, null::int as from_stage, open_stage as to_stage, created_at as at from sphere_stages
        union all
        select id, 'updated', open_stage, progress_stage, created_at + ((id % 20) + 1) * interval '1 day' from sphere_stages where state <> 'open'
        union all
        select id, 'updated', progress_stage, stage_id, coalesce(finished_at, ${now} - interval '1 day') from sphere_stages where state in ('finished', 'paused')
      )
      insert into task_activity (task_id, actor_id, kind, changes, at)
      select id, null, kind, jsonb_build_object('stage_id', jsonb_build_object('from', from_stage, 'to', to_stage)), at from moves`);
    await tx.execute(sql`
      insert into sprints (workspace_id, number, starts_on, ends_on, rolled_over_at, created_at)
      select ${ws}, k, (${now})::date - (7 - k) * 14, (${now})::date - (7 - k) * 14 + 13, null, ${now}
      from generate_series(1, 7) as k
      on conflict do nothing`);
    await tx.execute(sql`
      insert into sprint_tasks (sprint_id, task_id, workspace_id, carried_over, added_at)
      select s.id, t.id, ${ws}, false, ${now}
      from tasks t join sprints s on s.workspace_id = ${ws}
        and coalesce(t.finished_at, ${now})::date between s.starts_on and s.ends_on
      where t.workspace_id = ${ws}`);
  });
  await db.execute(sql`analyze`);
}
