import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { tasks, workspaceMembers, type TaskRow } from '../../db/schema/index.js';
import { isAnyOf } from '../tasks/index.js';

/**
 * The member's unfinished tasks in flow order: the one in progress first, then by rank (compared
 * byte by byte, the "C" collation, as fractional-indexing keys need), then by id.
 */
export async function flowOf(db: Database, workspaceId: number, userId: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.assigneeId, userId), ne(tasks.state, 'finished')))
    .orderBy(sql`(${tasks.state} = 'in_progress') desc`, sql`${tasks.flowRank} collate "C"`, asc(tasks.id));
}

/** Whether the user is an active member of the workspace. */
export async function isActiveMember(db: Database, workspaceId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId), eq(workspaceMembers.status, 'active')));
  return rows.length > 0;
}

/** Locks the given tasks until the transaction ends. */
export async function lockTasks(tx: Database, workspaceId: number, taskIds: readonly number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), isAnyOf(tasks.id, taskIds)))
    .orderBy(asc(tasks.id))
    .for('no key update');
}

/** Writes new flow ranks in one statement, whatever their number (two array parameters). */
export async function setFlowRanks(tx: Database, ranks: ReadonlyArray<{ id: number; rank: string }>, at: Date): Promise<void> {
  if (ranks.length === 0) return;
  const ids = `{${ranks.map(({ id }) => id).join(',')}}`;
  // Ranks are fractional-indexing keys (letters and digits), quoted as array elements all the same.
  const keys = `{${ranks.map(({ rank }) => `"${rank}"`).join(',')}}`;
  await tx.execute(sql`
    update ${tasks} set flow_rank = ranked.rank, updated_at = ${at.toISOString()}::timestamptz
    from (select unnest(${ids}::int[]) as id, unnest(${keys}::text[]) as rank) as ranked
    where ${tasks.id} = ranked.id`);
}
