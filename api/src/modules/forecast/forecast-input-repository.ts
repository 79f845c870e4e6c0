import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { forecastVersions, taskBlockers, taskIntervals, tasks } from '../../db/schema/index.js';

export interface OpenTaskRow {
  id: number;
  assigneeId: number | null;
  estimateMinutes: number | null;
  complexity: number | null;
  dueOn: string | null;
  goalId: number | null;
  projectId: number | null;
  state: string;
}

/** The workspace's unfinished tasks; assigned ones in flow order per member (the one in progress first). */
export async function selectOpenTasks(db: Database, workspaceId: number): Promise<OpenTaskRow[]> {
  return db
    .select({
      id: tasks.id,
      assigneeId: tasks.assigneeId,
      estimateMinutes: tasks.estimateMinutes,
      complexity: tasks.complexity,
      dueOn: tasks.dueOn,
      goalId: tasks.goalId,
      projectId: tasks.projectId,
      state: tasks.state,
    })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), ne(tasks.state, 'finished')))
    .orderBy(asc(tasks.assigneeId), sql`(${tasks.state} = 'in_progress') desc`, sql`${tasks.flowRank} collate "C"`, asc(tasks.id));
}

export interface FinishedTaskRow {
  id: number;
  assigneeId: number;
  estimateMinutes: number | null;
  complexity: number | null;
  spentMinutesOverride: number | null;
}

/** Finished tasks with an assignee: what pace learns from. */
export async function selectFinishedTasks(db: Database, workspaceId: number): Promise<FinishedTaskRow[]> {
  const rows = await db
    .select({
      id: tasks.id,
      assigneeId: tasks.assigneeId,
      estimateMinutes: tasks.estimateMinutes,
      complexity: tasks.complexity,
      spentMinutesOverride: tasks.spentMinutesOverride,
    })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.state, 'finished'), isNotNull(tasks.assigneeId)));
  return rows as FinishedTaskRow[];
}

export async function selectBlockers(db: Database, workspaceId: number): Promise<Array<{ taskId: number; blockerId: number }>> {
  return db
    .select({ taskId: taskBlockers.taskId, blockerId: taskBlockers.blockerId })
    .from(taskBlockers)
    .innerJoin(tasks, eq(tasks.id, taskBlockers.taskId))
    .where(and(eq(tasks.workspaceId, workspaceId), ne(tasks.state, 'finished')));
}

export interface IntervalRow {
  taskId: number;
  userId: number;
  startedAt: Date;
  endedAt: Date | null;
}

export async function selectIntervals(db: Database, workspaceId: number): Promise<IntervalRow[]> {
  return db
    .select({ taskId: taskIntervals.taskId, userId: taskIntervals.userId, startedAt: taskIntervals.startedAt, endedAt: taskIntervals.endedAt })
    .from(taskIntervals)
    .where(eq(taskIntervals.workspaceId, workspaceId));
}

/** The workspace's forecast version (0 before its first change). */
export async function forecastVersionOf(db: Database, workspaceId: number): Promise<number> {
  const [row] = await db.select({ version: forecastVersions.version }).from(forecastVersions).where(eq(forecastVersions.workspaceId, workspaceId));
  return row?.version ?? 0;
}

/** Counts a change that can move the forecast; returns the version last announced (the debounce key). */
export async function bumpForecastVersion(tx: Database, workspaceId: number): Promise<number> {
  const [row] = await tx
    .insert(forecastVersions)
    .values({ workspaceId, version: 1, publishedVersion: 0 })
    .onConflictDoUpdate({ target: forecastVersions.workspaceId, set: { version: sql`${forecastVersions.version} + 1` } })
    .returning({ publishedVersion: forecastVersions.publishedVersion });
  return row!.publishedVersion;
}

/** Locks the counter and marks its current version as announced; returns it (undefined: no such workspace any more). */
export async function markForecastPublished(tx: Database, workspaceId: number): Promise<number | undefined> {
  const [row] = await tx
    .update(forecastVersions)
    .set({ publishedVersion: sql`${forecastVersions.version}` })
    .where(eq(forecastVersions.workspaceId, workspaceId))
    .returning({ version: forecastVersions.version });
  return row?.version;
}

/** Workspaces with unfinished assigned tasks (the daily snapshot's). */
export async function selectWorkspacesWithFlows(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ workspaceId: tasks.workspaceId })
    .from(tasks)
    .where(and(isNotNull(tasks.flowRank), ne(tasks.state, 'finished')));
  return rows.map((row) => row.workspaceId);
}
