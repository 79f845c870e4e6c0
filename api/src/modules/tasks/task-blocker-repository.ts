import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { taskBlockers, tasks } from '../../db/schema/index.js';
import { isAnyOf } from './task-repository.js';

export interface TaskBlocker {
  taskId: number;
  blockerId: number;
  blockerFinished: boolean;
}

/** The blockers of each task, with whether each is finished, in one query. */
export async function blockersOfTasks(db: Database, taskIds: readonly number[]): Promise<TaskBlocker[]> {
  if (taskIds.length === 0) return [];
  return db
    .select({ taskId: taskBlockers.taskId, blockerId: taskBlockers.blockerId, blockerFinished: sql<boolean>`${tasks.state} = 'finished'` })
    .from(taskBlockers)
    .innerJoin(tasks, eq(tasks.id, taskBlockers.blockerId))
    .where(isAnyOf(taskBlockers.taskId, taskIds))
    .orderBy(taskBlockers.taskId, taskBlockers.blockerId);
}

/** The first key of the advisory lock that guards a workspace's dependencies. */
const BLOCKERS_LOCK_CLASS = 8_014;

/**
 * Serializes changes of the workspace's dependencies until the transaction ends, so two concurrent
 * changes cannot each pass the cycle check and together close a cycle.
 */
export async function lockWorkspaceBlockers(tx: Database, workspaceId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BLOCKERS_LOCK_CLASS}::int, ${workspaceId}::int)`);
}

/**
 * Whether `taskId` is reachable from any of `blockerIds` by following "waits for" edges: then making
 * `taskId` wait for them would close a cycle.
 */
export async function wouldCloseCycle(db: Database, taskId: number, blockerIds: readonly number[]): Promise<boolean> {
  if (blockerIds.length === 0) return false;
  if (blockerIds.includes(taskId)) return true;
  const result = await db.execute(sql`
    with recursive reachable(id) as (
      select ${taskBlockers.blockerId} from ${taskBlockers} where ${isAnyOf(taskBlockers.taskId, blockerIds)}
      union
      select b.blocker_id from task_blockers b join reachable r on b.task_id = r.id
    )
    select exists (select 1 from reachable where id = ${taskId}) as found`);
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
}

/** Replaces the task's blockers. */
export async function setBlockers(tx: Database, taskId: number, blockerIds: readonly number[]): Promise<void> {
  await tx.delete(taskBlockers).where(eq(taskBlockers.taskId, taskId));
  if (blockerIds.length > 0) await tx.insert(taskBlockers).values(blockerIds.map((blockerId) => ({ taskId, blockerId })));
}

/** `execute` answers `{ rows }` on node-postgres and PGlite alike. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
