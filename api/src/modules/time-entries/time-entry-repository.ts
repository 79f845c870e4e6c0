import { and, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { taskIntervals, tasks, type TaskIntervalRow } from '../../db/schema/index.js';

export type NewTimeEntryRow = typeof taskIntervals.$inferInsert;

/** The end of an entry for comparisons: a running one has none yet. */
const endOrInfinity = sql`coalesce(${taskIntervals.endedAt}, 'infinity'::timestamptz)`;
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The workspace of an entry, for the workspace scope of `/time-entries/{id}` routes. */
export async function workspaceOfEntry(db: Database, entryId: number): Promise<number | undefined> {
  const [row] = await db.select({ workspaceId: taskIntervals.workspaceId }).from(taskIntervals).where(eq(taskIntervals.id, entryId));
  return row?.workspaceId;
}

/** The entry, locked until the transaction ends. */
export async function lockEntry(tx: Database, workspaceId: number, entryId: number): Promise<TaskIntervalRow | undefined> {
  const [row] = await tx
    .select()
    .from(taskIntervals)
    .where(and(eq(taskIntervals.id, entryId), eq(taskIntervals.workspaceId, workspaceId)))
    .for('update');
  return row;
}

export async function findEntry(db: Database, workspaceId: number, entryId: number): Promise<TaskIntervalRow | undefined> {
  const [row] = await db
    .select()
    .from(taskIntervals)
    .where(and(eq(taskIntervals.id, entryId), eq(taskIntervals.workspaceId, workspaceId)));
  return row;
}

/** The task's title, the task kept (KEY SHARE: it cannot be deleted) until the transaction ends; undefined when not in the workspace. */
export async function shareTask(tx: Database, workspaceId: number, taskId: number): Promise<{ id: number; title: string } | undefined> {
  const [row] = await tx
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.workspaceId, workspaceId)))
    .for('key share');
  return row;
}

/** The member's entries sharing time with [from, to) — half-open, so touching ones do not; a running entry lasts without end. */
function memberEntriesWithin(span: { workspaceId: number; userId: number; from: Date; to: Date }): SQL {
  return and(
    eq(taskIntervals.workspaceId, span.workspaceId),
    eq(taskIntervals.userId, span.userId),
    lt(taskIntervals.startedAt, span.to),
    sql`${endOrInfinity} > ${instant(span.from)}`,
  )!;
}

/** The member's first entry (by start) that shares time with [start, end), other than `exceptId`. */
export async function findOverlap(
  tx: Database,
  span: { workspaceId: number; userId: number; start: Date; end: Date; exceptId?: number },
): Promise<{ entry: TaskIntervalRow; title: string } | undefined> {
  const [row] = await tx
    .select({ entry: taskIntervals, title: tasks.title })
    .from(taskIntervals)
    .innerJoin(tasks, eq(tasks.id, taskIntervals.taskId))
    .where(
      and(
        memberEntriesWithin({ workspaceId: span.workspaceId, userId: span.userId, from: span.start, to: span.end }),
        span.exceptId === undefined ? undefined : ne(taskIntervals.id, span.exceptId),
      ),
    )
    .orderBy(taskIntervals.startedAt)
    .limit(1);
  return row;
}

export async function insertEntry(tx: Database, values: NewTimeEntryRow): Promise<TaskIntervalRow> {
  const [row] = await tx.insert(taskIntervals).values(values).returning();
  return row!;
}

export async function updateEntry(
  tx: Database,
  entryId: number,
  changes: Partial<Pick<TaskIntervalRow, 'taskId' | 'startedAt' | 'endedAt' | 'note'>>,
): Promise<TaskIntervalRow> {
  const [row] = await tx.update(taskIntervals).set(changes).where(eq(taskIntervals.id, entryId)).returning();
  return row!;
}

export async function deleteEntry(tx: Database, entryId: number): Promise<void> {
  await tx.delete(taskIntervals).where(eq(taskIntervals.id, entryId));
}

export interface EntryFilter {
  workspaceId: number;
  userId?: number;
  taskId?: number;
  /** Entries ending after this instant (a running one always does). */
  from?: Date;
  /** Entries starting before this instant. */
  to?: Date;
}

/** Entries matching the filter, latest start first, at most `limit`. */
export async function selectEntries(db: Database, filter: EntryFilter, limit: number): Promise<TaskIntervalRow[]> {
  const conditions: Array<SQL | undefined> = [
    eq(taskIntervals.workspaceId, filter.workspaceId),
    filter.userId === undefined ? undefined : eq(taskIntervals.userId, filter.userId),
    filter.taskId === undefined ? undefined : eq(taskIntervals.taskId, filter.taskId),
    filter.from === undefined ? undefined : sql`${endOrInfinity} > ${instant(filter.from)}`,
    filter.to === undefined ? undefined : lt(taskIntervals.startedAt, filter.to),
  ];
  return db
    .select()
    .from(taskIntervals)
    .where(and(...conditions))
    .orderBy(desc(taskIntervals.startedAt), desc(taskIntervals.id))
    .limit(limit);
}

/** A member's entries that share time with [from, to), with their task's title, by start. */
export async function selectMemberEntriesBetween(
  db: Database,
  span: { workspaceId: number; userId: number; from: Date; to: Date },
): Promise<Array<{ entry: TaskIntervalRow; title: string }>> {
  return db
    .select({ entry: taskIntervals, title: tasks.title })
    .from(taskIntervals)
    .innerJoin(tasks, eq(tasks.id, taskIntervals.taskId))
    .where(memberEntriesWithin(span))
    .orderBy(taskIntervals.startedAt, taskIntervals.id);
}

/** The tasks' entries that ended at `at` (the timers a change just stopped), by id. */
export async function selectEntriesEndedAt(db: Database, taskIds: readonly number[], at: Date): Promise<TaskIntervalRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskIntervals)
    .where(and(inArray(taskIntervals.taskId, [...taskIds]), eq(taskIntervals.endedAt, at)))
    .orderBy(taskIntervals.id);
}
