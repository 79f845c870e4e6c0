import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { taskIntervals, type TaskIntervalRow } from '../../db/schema/index.js';
import { isAnyOf } from './task-repository.js';

/** The task the member has in progress (the one with an open interval), if any. */
export async function activeTaskIdOf(db: Database, workspaceId: number, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ taskId: taskIntervals.taskId })
    .from(taskIntervals)
    .where(and(eq(taskIntervals.workspaceId, workspaceId), eq(taskIntervals.userId, userId), isNull(taskIntervals.endedAt)));
  return row?.taskId;
}

/** Starts the timer: a new open interval of the member on the task. */
export async function openInterval(tx: Database, values: { taskId: number; workspaceId: number; userId: number; at: Date }): Promise<TaskIntervalRow> {
  const [row] = await tx
    .insert(taskIntervals)
    .values({ taskId: values.taskId, workspaceId: values.workspaceId, userId: values.userId, startedAt: values.at, source: 'timer' })
    .returning();
  return row!;
}

/** Ends the task's open interval, if it has one; returns it ended. */
export async function closeOpenInterval(tx: Database, taskId: number, at: Date): Promise<TaskIntervalRow | undefined> {
  const [row] = await tx
    .update(taskIntervals)
    .set({ endedAt: sql`greatest(${taskIntervals.startedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(taskIntervals.taskId, taskId), isNull(taskIntervals.endedAt)))
    .returning();
  return row;
}

export interface TaskTime {
  /** Whole minutes of the closed intervals plus the open one up to `now`. */
  recordedMinutes: number;
  /** Start of the open interval. */
  startedAt: Date | null;
}

/** Recorded time of each task, in one query (tasks without intervals are absent). */
export async function timeOfTasks(db: Database, taskIds: readonly number[], now: Date): Promise<Map<number, TaskTime>> {
  if (taskIds.length === 0) return new Map();
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      taskId: taskIntervals.taskId,
      seconds: sql<string>`coalesce(sum(extract(epoch from (greatest(coalesce(${taskIntervals.endedAt}, ${nowParam}), ${taskIntervals.startedAt}) - ${taskIntervals.startedAt}))), 0)`,
      openedAt: sql<Date | null>`max(${taskIntervals.startedAt}) filter (where ${taskIntervals.endedAt} is null)`.mapWith(taskIntervals.startedAt),
    })
    .from(taskIntervals)
    .where(isAnyOf(taskIntervals.taskId, taskIds))
    .groupBy(taskIntervals.taskId);
  return new Map(rows.map((row) => [row.taskId, { recordedMinutes: Math.floor(Number(row.seconds) / 60), startedAt: row.openedAt ?? null }]));
}
