import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { spheres, stages, taskIntervals, tasks, users, workspaceMembers } from '../../db/schema/index.js';

/** Active members by lower-cased email. */
export async function memberIdsByEmail(db: Database, workspaceId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.status, 'active')));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.userId]));
}

/** The first finished stage of the workspace's first sphere: where imported tasks are kept. */
export async function findFinishedStage(db: Database, workspaceId: number): Promise<{ sphereId: number; stageId: number } | undefined> {
  const [row] = await db
    .select({ sphereId: stages.sphereId, stageId: stages.id })
    .from(stages)
    .innerJoin(spheres, eq(spheres.id, stages.sphereId))
    .where(and(eq(stages.workspaceId, workspaceId), eq(stages.state, 'finished')))
    .orderBy(asc(spheres.position), asc(spheres.id), asc(stages.position))
    .limit(1);
  return row;
}

/** The stage's last board rank, to rank imported tasks after it. */
export async function lastStageRank(db: Database, stageId: number): Promise<string | null> {
  const [row] = await db
    .select({ rank: tasks.stageRank })
    .from(tasks)
    .where(eq(tasks.stageId, stageId))
    .orderBy(sql`${tasks.stageRank} collate "C" desc`)
    .limit(1);
  return row?.rank ?? null;
}

export interface ImportedTaskValues {
  title: string;
  assigneeId: number;
  creatorId: number;
  estimateMinutes: number;
  spentMinutes: number | null;
  complexity: number | null;
  startedAt: Date;
  finishedAt: Date;
  stageRank: string;
}

const CHUNK = 500;

/** Writes finished tasks, each with one in-progress interval from its start to its finish. */
export async function insertFinishedTasks(
  tx: Database,
  workspaceId: number,
  place: { sphereId: number; stageId: number },
  rows: readonly ImportedTaskValues[],
  now: Date,
): Promise<void> {
  for (let index = 0; index < rows.length; index += CHUNK) {
    const chunk = rows.slice(index, index + CHUNK);
    const inserted = await tx
      .insert(tasks)
      .values(
        chunk.map((row) => ({
          workspaceId,
          title: row.title,
          sphereId: place.sphereId,
          stageId: place.stageId,
          state: 'finished' as const,
          assigneeId: row.assigneeId,
          creatorId: row.creatorId,
          estimateMinutes: row.estimateMinutes,
          complexity: row.complexity,
          spentMinutesOverride: row.spentMinutes,
          flowRank: null,
          stageRank: row.stageRank,
          finishedAt: row.finishedAt,
          createdAt: row.startedAt,
          updatedAt: now,
        })),
      )
      .returning({ id: tasks.id });
    await tx.insert(taskIntervals).values(
      chunk.map((row, position) => ({
        taskId: inserted[position]!.id,
        workspaceId,
        userId: row.assigneeId,
        startedAt: row.startedAt,
        endedAt: row.finishedAt,
      })),
    );
  }
}
