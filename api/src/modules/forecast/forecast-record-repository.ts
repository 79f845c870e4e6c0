import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ForecastOutcome } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { taskForecastOutcomes, taskForecastSnapshots } from '../../db/schema/index.js';

export interface SnapshotRow {
  taskId: number;
  workspaceId: number;
  userId: number;
  day: string;
  p50: Date;
  p85: Date;
  takenAt: Date;
}

const SNAPSHOT_CHUNK = 1_000;

/** Keeps the day's forecast of each task (the later one wins within a day). */
export async function upsertSnapshots(tx: Database, rows: readonly SnapshotRow[]): Promise<void> {
  for (let index = 0; index < rows.length; index += SNAPSHOT_CHUNK) {
    await tx
      .insert(taskForecastSnapshots)
      .values(rows.slice(index, index + SNAPSHOT_CHUNK))
      .onConflictDoUpdate({
        target: [taskForecastSnapshots.taskId, taskForecastSnapshots.day],
        set: { p50: sql`excluded.p50`, p85: sql`excluded.p85`, takenAt: sql`excluded.taken_at`, userId: sql`excluded.user_id` },
      });
  }
}

/** The task's latest snapshot taken at or before `at`. */
export async function latestSnapshotBefore(db: Database, taskId: number, at: Date): Promise<{ p50: Date; p85: Date } | undefined> {
  const [row] = await db
    .select({ p50: taskForecastSnapshots.p50, p85: taskForecastSnapshots.p85 })
    .from(taskForecastSnapshots)
    .where(and(eq(taskForecastSnapshots.taskId, taskId), lte(taskForecastSnapshots.takenAt, at)))
    .orderBy(desc(taskForecastSnapshots.takenAt))
    .limit(1);
  return row;
}

export async function upsertOutcome(
  tx: Database,
  row: { taskId: number; workspaceId: number; userId: number; finishedAt: Date; p50: Date; p85: Date; outcome: ForecastOutcome },
): Promise<void> {
  await tx.insert(taskForecastOutcomes).values(row).onConflictDoUpdate({ target: taskForecastOutcomes.taskId, set: row });
}

/** Per member: finished tasks with an outcome, how many by P50, how many by P85 (those by P50 included). */
export async function selectOutcomeCounts(
  db: Database,
  workspaceId: number,
): Promise<Array<{ userId: number; finished: number; byP50: number; byP85: number }>> {
  return db
    .select({
      userId: taskForecastOutcomes.userId,
      finished: sql<number>`count(*)`.mapWith(Number),
      byP50: sql<number>`count(*) filter (where ${taskForecastOutcomes.outcome} = 'by_p50')`.mapWith(Number),
      byP85: sql<number>`count(*) filter (where ${taskForecastOutcomes.outcome} in ('by_p50', 'by_p85'))`.mapWith(Number),
    })
    .from(taskForecastOutcomes)
    .where(eq(taskForecastOutcomes.workspaceId, workspaceId))
    .groupBy(taskForecastOutcomes.userId)
    .orderBy(taskForecastOutcomes.userId);
}
