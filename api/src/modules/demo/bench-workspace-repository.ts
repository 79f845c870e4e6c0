import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/*
 * Bulk rows for the workspace benchmark (`npm run bench:workspace`): a big team and its tasks written in
 * a few set-based statements, as they would stand after months of use. The rules the services keep
 * hold here too: one task in progress per member with one open interval, flow ranks only on unfinished
 * assigned tasks, finished_at exactly on finished ones, valid fractional-index ranks.
 */

/** `{a,b,c}` as one array parameter. */
const arrayLiteral = (items: ReadonlyArray<string | number>) => `{${items.join(',')}}`;

export async function insertBenchUsers(db: Database, emails: readonly string[], passwordHash: string): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      emails.map((email, index) => ({
        firstName: 'Участник',
        lastName: `Номер ${index + 1}`,
        email,
        passwordHash,
        status: 'active' as const,
        lang: 'ru' as const,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Active memberships, recorded in the membership history as every membership is. */
export async function insertBenchMemberships(db: Database, workspaceId: number, userIds: readonly number[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = sql`unnest(${arrayLiteral(userIds)}::int[])`;
    await tx.execute(sql`
      insert into workspace_members (workspace_id, user_id, role, status, joined_at)
      select ${workspaceId}, id, 'member', 'active', ${at.toISOString()}::timestamptz from ${ids} as id`);
    await tx.execute(sql`
      insert into workspace_member_events (workspace_id, user_id, status, at)
      select ${workspaceId}, id, 'active', ${at.toISOString()}::timestamptz from ${ids} as id`);
  });
}

export interface BenchTaskSpec {
  workspaceId: number;
  sphereId: number;
  /** Stage of each base state. */
  stages: { open: number; in_progress: number; paused: number; finished: number };
  memberIds: readonly number[];
  count: number;
  /** Enough ordered fractional-index keys for the longest stage and flow (generateNKeysBetween). */
  rankKeys: readonly string[];
  goalId: number;
  projectId: number;
  now: Date;
}

/**
 * Task n (1-based) belongs to member n mod M. Tasks 1…M are each member's one task in progress; of the
 * rest (by n div M, so that every member has some of each), 30 % are finished, 10 % paused and the others open; one in eight has no estimate, one in nine
 * is overdue. Finished and paused tasks have a closed interval of 30–120 minutes, the tasks in
 * progress an open one; one open task in eleven waits for the task before it.
 */
export async function insertBenchTasks(db: Database, spec: BenchTaskSpec): Promise<void> {
  const members = arrayLiteral(spec.memberIds);
  const keys = arrayLiteral(spec.rankKeys);
  const now = sql`${spec.now.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with spec as (
        select n,
          case when n <= ${spec.memberIds.length} then 'in_progress' when (n / ${spec.memberIds.length}) % 10 < 3 then 'finished'
            when (n / ${spec.memberIds.length}) % 10 = 3 then 'paused' else 'open' end as state,
          (${members}::int[])[(n % ${spec.memberIds.length}) + 1] as assignee_id
        from generate_series(1, ${spec.count}) as n
      ), ranked as (
        select spec.*,
          row_number() over (partition by state order by n) as stage_pos,
          row_number() over (partition by assignee_id, state = 'finished' order by n) as flow_pos
        from spec
      )
      insert into tasks (workspace_id, title, description, sphere_id, stage_id, state, goal_id, project_id, assignee_id, creator_id,
        estimate_minutes, complexity, due_on, flow_rank, stage_rank, finished_at, created_at, updated_at)
      select ${spec.workspaceId},
        (array['Подготовить', 'Проверить', 'Исправить', 'Согласовать', 'Описать', 'Настроить'])[(n % 6) + 1] || ' задачу №' || n,
        case when n % 7 = 0 then 'Нужна выгрузка счетов' else '' end,
        ${spec.sphereId},
        case state when 'open' then ${spec.stages.open}::int when 'in_progress' then ${spec.stages.in_progress}::int
          when 'paused' then ${spec.stages.paused}::int else ${spec.stages.finished}::int end,
        state,
        case when n % 4 = 0 then ${spec.goalId}::int end,
        case when n % 3 = 0 then ${spec.projectId}::int end,
        assignee_id, assignee_id,
        case when n % 8 = 0 then null else 30 + (n % 8) * 30 end,
        (n % 5) + 1,
        case when n % 9 = 0 then (${now} - interval '3 days')::date when n % 9 = 1 then (${now} + interval '10 days')::date end,
        case when state <> 'finished' then (${keys}::text[])[flow_pos] end,
        (${keys}::text[])[stage_pos],
        case when state = 'finished' then ${now} - (n % 60) * interval '1 day' end,
        ${now} - interval '90 days', ${now} - (n % 60) * interval '1 day'
      from ranked`);
    await tx.execute(sql`
      insert into task_intervals (task_id, workspace_id, user_id, started_at, ended_at)
      select id, workspace_id, assignee_id,
        coalesce(finished_at, ${now} - interval '1 day') - (30 + id % 90) * interval '1 minute',
        case when state = 'in_progress' then null else coalesce(finished_at, ${now} - interval '1 day') end
      from tasks
      where workspace_id = ${spec.workspaceId} and state in ('finished', 'paused', 'in_progress')`);
    await tx.execute(sql`
      update task_intervals set started_at = ${now} - interval '1 hour'
      where workspace_id = ${spec.workspaceId} and ended_at is null`);
    await tx.execute(sql`
      insert into task_blockers (task_id, blocker_id)
      select id, id - 1 from tasks
      where workspace_id = ${spec.workspaceId} and state = 'open' and id % 11 = 0
        and exists (select 1 from tasks blocker where blocker.id = tasks.id - 1 and blocker.workspace_id = ${spec.workspaceId})`);
  });
  await db.execute(sql`analyze`);
}
