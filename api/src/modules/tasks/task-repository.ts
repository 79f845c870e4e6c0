import { and, asc, desc, eq, gt, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { tasks, workspaceMembers, type TaskRow } from '../../db/schema/index.js';

export type { TaskRow } from '../../db/schema/index.js';
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskChanges = Partial<Omit<NewTaskRow, 'id' | 'workspaceId' | 'createdAt'>>;

/*
 * Ranks are fractional-indexing keys, which order by their bytes: every comparison of a rank uses the
 * "C" collation, whatever the database's default (en_US would sort 'a0' before 'Zz').
 */
const flowRankC = sql`${tasks.flowRank} collate "C"`;
const stageRankC = sql`${tasks.stageRank} collate "C"`;

/**
 * `column = any('{1,2,3}'::int[])`: a list of ids as one parameter. A hundred separate parameters
 * (`in ($1, …, $100)`) cost the embedded database several times more to parse and plan.
 */
export function isAnyOf(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** The workspace of a task, for the workspace scope of `/tasks/{id}` routes. */
export async function findTaskWorkspaceId(db: Database, taskId: number): Promise<number | undefined> {
  const [row] = await db.select({ workspaceId: tasks.workspaceId }).from(tasks).where(eq(tasks.id, taskId));
  return row?.workspaceId;
}

export async function findTask(db: Database, workspaceId: number, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.workspaceId, workspaceId)));
  return row;
}

/** The task, locked until the transaction ends (NO KEY UPDATE: rows referencing it may still be inserted). */
export async function lockTask(tx: Database, workspaceId: number, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.workspaceId, workspaceId)))
    .for('no key update');
  return row;
}

/**
 * Locks an active membership until the transaction ends; false when the user is not an active member.
 * Every change of which task a member has in progress takes this lock before any task row, so concurrent
 * starts of one member's tasks run one after the other and never deadlock.
 */
export async function lockActiveMember(tx: Database, workspaceId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId), eq(workspaceMembers.status, 'active')))
    .for('no key update');
  return rows.length > 0;
}

/** The member's unfinished tasks, locked until the transaction ends, by id. */
export async function lockUnfinishedTasksOf(tx: Database, workspaceId: number, userId: number): Promise<TaskRow[]> {
  return tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.assigneeId, userId), ne(tasks.state, 'finished')))
    .orderBy(asc(tasks.id))
    .for('no key update');
}

export async function insertTask(tx: Database, values: NewTaskRow): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(values).returning();
  return row;
}

export async function updateTask(tx: Database, taskId: number, changes: TaskChanges): Promise<TaskRow> {
  const [row] = await tx.update(tasks).set(changes).where(eq(tasks.id, taskId)).returning();
  return row;
}

export async function deleteTask(tx: Database, taskId: number): Promise<void> {
  await tx.delete(tasks).where(eq(tasks.id, taskId));
}

/** The last rank of the member's flow, or null when it is empty (`exceptTaskId` left out). */
export async function lastFlowRank(db: Database, workspaceId: number, userId: number, exceptTaskId?: number): Promise<string | null> {
  const [row] = await db
    .select({ rank: tasks.flowRank })
    .from(tasks)
    .where(
      and(
        eq(tasks.workspaceId, workspaceId),
        eq(tasks.assigneeId, userId),
        isNotNull(tasks.flowRank),
        exceptTaskId === undefined ? undefined : ne(tasks.id, exceptTaskId),
      ),
    )
    .orderBy(desc(flowRankC))
    .limit(1);
  return row?.rank ?? null;
}

/** The last rank within a stage, or null when the stage is empty. */
export async function lastStageRank(db: Database, stageId: number, exceptTaskId?: number): Promise<string | null> {
  const [row] = await db
    .select({ rank: tasks.stageRank })
    .from(tasks)
    .where(and(eq(tasks.stageId, stageId), exceptTaskId === undefined ? undefined : ne(tasks.id, exceptTaskId)))
    .orderBy(desc(stageRankC))
    .limit(1);
  return row?.rank ?? null;
}

/** The first rank of the stage greater than `after` (null: the first of the stage), leaving out one task. */
export async function nextStageRank(db: Database, stageId: number, after: string | null, exceptTaskId: number): Promise<string | null> {
  const [row] = await db
    .select({ rank: tasks.stageRank })
    .from(tasks)
    .where(and(eq(tasks.stageId, stageId), ne(tasks.id, exceptTaskId), after === null ? undefined : gt(stageRankC, after)))
    .orderBy(asc(stageRankC))
    .limit(1);
  return row?.rank ?? null;
}

/** Ids of the given tasks that are in the workspace. */
export async function taskIdsInWorkspace(db: Database, workspaceId: number, taskIds: readonly number[]): Promise<number[]> {
  if (taskIds.length === 0) return [];
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), isAnyOf(tasks.id, taskIds)));
  return rows.map((row) => row.id);
}
