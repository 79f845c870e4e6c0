import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { BaseState } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { taskActivity, taskIntervals, tasks, type TaskRow } from '../../db/schema/index.js';

/** Rows per statement when many tasks change at once (PostgreSQL allows 65,535 parameters). */
const CHUNK = 1_000;
/** Ranks order by their bytes, whatever the database's default collation. */
const stageRankC = sql`${tasks.stageRank} collate "C"`;

export interface StageTaskStates {
  stageId: number;
  state: BaseState;
  count: number;
}

/** How many tasks of each base state the given stages hold. */
export async function taskStatesOfStages(db: Database, stageIds: number[]): Promise<StageTaskStates[]> {
  if (stageIds.length === 0) return [];
  return db
    .select({ stageId: tasks.stageId, state: tasks.state, count: count() })
    .from(tasks)
    .where(inArray(tasks.stageId, stageIds))
    .groupBy(tasks.stageId, tasks.state);
}

/** Every task of the given stages, whole. */
export async function tasksOfStages(db: Database, stageIds: readonly number[]): Promise<TaskRow[]> {
  if (stageIds.length === 0) return [];
  return db
    .select()
    .from(tasks)
    .where(inArray(tasks.stageId, [...stageIds]));
}

/** The given tasks, whole, by id. */
export async function tasksByIds(db: Database, taskIds: readonly number[]): Promise<TaskRow[]> {
  const rows: TaskRow[] = [];
  for (const ids of chunks(taskIds)) rows.push(...(await db.select().from(tasks).where(inArray(tasks.id, ids)).orderBy(asc(tasks.id))));
  return rows.sort((a, b) => a.id - b.id);
}

export interface TargetStage {
  id: number;
  sphereId: number;
  state: BaseState;
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/**
 * Gives tasks the base state `state` in one go: a task leaving `in_progress` has its open interval
 * closed (as a pause does), a task becoming `finished` gets finished_at and leaves its assignee's flow.
 * Only the changes `bulkStateChangeAllowed` permits reach here.
 */
async function applyBaseState(tx: Database, taskIds: number[], state: BaseState, now: Date): Promise<void> {
  for (const ids of chunks(taskIds)) {
    if (state !== 'in_progress') {
      await tx
        .update(taskIntervals)
        .set({ endedAt: sql`greatest(${taskIntervals.startedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(inArray(taskIntervals.taskId, ids), isNull(taskIntervals.endedAt)));
    }
    const finishing = state === 'finished';
    await tx
      .update(tasks)
      .set({
        state,
        finishedAt: finishing ? sql`coalesce(${tasks.finishedAt}, ${now.toISOString()}::timestamptz)` : null,
        ...(finishing && { flowRank: null }),
        updatedAt: now,
      })
      .where(inArray(tasks.id, ids));
  }
}

/** Gives the tasks of a kept stage its new base state (the stage was remapped). Returns their ids. */
export async function remapStageTasks(tx: Database, stageId: number, state: BaseState, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.stageId, stageId), sql`${tasks.state} <> ${state}`));
  const ids = rows.map((row) => row.id);
  await applyBaseState(tx, ids, state, now);
  return ids;
}

/**
 * Moves every task of a stage to the end of `target` (keeping their order), with the target's sphere
 * and base state, and records a `moved` activity entry for each. Returns the moved task ids.
 */
export async function moveStageTasks(tx: Database, fromStageId: number, target: TargetStage, actorId: number, now: Date): Promise<number[]> {
  const moving = await tx
    .select({ id: tasks.id, sphereId: tasks.sphereId, state: tasks.state })
    .from(tasks)
    .where(eq(tasks.stageId, fromStageId))
    .orderBy(asc(stageRankC), asc(tasks.id));
  if (moving.length === 0) return [];
  const [last] = await tx.select({ rank: tasks.stageRank }).from(tasks).where(eq(tasks.stageId, target.id)).orderBy(desc(stageRankC)).limit(1);
  const ranks = generateNKeysBetween(last?.rank ?? null, null, moving.length);
  const ids = moving.map((task) => task.id);

  await applyBaseState(
    tx,
    moving.filter((task) => task.state !== target.state).map((task) => task.id),
    target.state,
    now,
  );
  for (const part of chunks(moving.map((task, index) => ({ id: task.id, rank: ranks[index]! })))) {
    const values = sql.join(
      part.map((row) => sql`(${row.id}::integer, ${row.rank}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${tasks} set stage_id = ${target.id}, sphere_id = ${target.sphereId}, stage_rank = moved.rank, updated_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as moved(id, rank)
      where ${tasks.id} = moved.id`);
  }
  for (const part of chunks(moving)) {
    await tx.insert(taskActivity).values(
      part.map((task) => ({
        taskId: task.id,
        actorId,
        kind: 'moved' as const,
        changes: {
          stage_id: { from: fromStageId, to: target.id },
          ...(task.sphereId !== target.sphereId && { sphere_id: { from: task.sphereId, to: target.sphereId } }),
        },
        at: now,
      })),
    );
  }
  return ids;
}
