import { and, asc, eq, gt, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { forecastVersions, taskBlockers, taskIntervals, tasks, workspaceEventCounters, workspaceEvents } from '../../db/schema/index.js';
import { isAnyOf } from '../tasks/index.js';

export interface OpenTaskRow {
  id: number;
  assigneeId: number;
  estimateMinutes: number | null;
  complexity: number | null;
  dueOn: string | null;
  goalId: number | null;
  projectId: number | null;
  state: string;
  /** What it waits for. */
  blockedBy: number[];
}

/**
 * Unfinished tasks in a flow: of the given members, or of anyone when `assignees` is undefined. Every
 * unfinished assigned task has a flow rank and no other has (tasks' flowRankAfter), so `flow_rank is
 * not null` lets the partial index tasks_flow_idx find one member's tasks.
 */
const inFlowOf = (assignees: readonly number[] | undefined) =>
  and(assignees ? isAnyOf(tasks.assigneeId, assignees) : isNotNull(tasks.assigneeId), isNotNull(tasks.flowRank), ne(tasks.state, 'finished'));

/** The workspace's flow tasks (of the given members) with their blockers, per member in flow order (the one in progress first). */
export async function selectOpenTasks(db: Database, workspaceId: number, assignees?: readonly number[]): Promise<OpenTaskRow[]> {
  const rows = await db
    .select({
      id: tasks.id,
      assigneeId: tasks.assigneeId,
      estimateMinutes: tasks.estimateMinutes,
      complexity: tasks.complexity,
      dueOn: tasks.dueOn,
      goalId: tasks.goalId,
      projectId: tasks.projectId,
      state: tasks.state,
      blockedBy: sql<number[]>`array(select ${taskBlockers.blockerId} from ${taskBlockers} where ${taskBlockers.taskId} = ${tasks.id} order by 1)`,
    })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), inFlowOf(assignees)))
    .orderBy(asc(tasks.assigneeId), sql`(${tasks.state} = 'in_progress') desc`, sql`${tasks.flowRank} collate "C"`, asc(tasks.id));
  return rows as OpenTaskRow[];
}

export interface FinishedTaskRow {
  id: number;
  assigneeId: number;
  estimateMinutes: number | null;
  complexity: number | null;
  spentMinutesOverride: number | null;
}

/** Finished tasks with an assignee (all, or those of the given ids): what pace learns from. */
export async function selectFinishedTasks(db: Database, workspaceId: number, taskIds?: readonly number[]): Promise<FinishedTaskRow[]> {
  const rows = await db
    .select({
      id: tasks.id,
      assigneeId: tasks.assigneeId,
      estimateMinutes: tasks.estimateMinutes,
      complexity: tasks.complexity,
      spentMinutesOverride: tasks.spentMinutesOverride,
    })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.state, 'finished'), isNotNull(tasks.assigneeId), taskIds ? isAnyOf(tasks.id, taskIds) : undefined))
    .orderBy(asc(tasks.id));
  return rows as FinishedTaskRow[];
}

export interface IntervalRow {
  id: number;
  taskId: number;
  /** Who worked it. */
  userId: number;
  startedAt: Date;
  endedAt: Date | null;
  /** The task's assignee now. */
  assigneeId: number | null;
  /** Whether the task is in its assignee's flow now (else finished, or nobody's). */
  inFlow: boolean;
}

const intervalFields = {
  id: taskIntervals.id,
  taskId: taskIntervals.taskId,
  userId: taskIntervals.userId,
  startedAt: taskIntervals.startedAt,
  endedAt: taskIntervals.endedAt,
  assigneeId: tasks.assigneeId,
  inFlow: sql<boolean>`${tasks.flowRank} is not null and ${tasks.state} <> 'finished'`,
};

/** In-progress intervals of the workspace: all, or those of the given tasks. */
export async function selectIntervals(db: Database, workspaceId: number, taskIds?: readonly number[]): Promise<IntervalRow[]> {
  return db
    .select(intervalFields)
    .from(taskIntervals)
    .innerJoin(tasks, eq(tasks.id, taskIntervals.taskId))
    .where(and(eq(taskIntervals.workspaceId, workspaceId), taskIds ? isAnyOf(taskIntervals.taskId, taskIds) : undefined))
    .orderBy(asc(taskIntervals.id));
}

/** The intervals of the given members' flow tasks (`worked` false) and those they worked (`worked` true), each by id. */
export async function selectUserIntervals(db: Database, workspaceId: number, users: readonly number[]): Promise<Array<IntervalRow & { worked: boolean }>> {
  const ofFlows = db
    .select({ ...intervalFields, worked: sql<boolean>`false`.as('worked') })
    .from(taskIntervals)
    .innerJoin(tasks, eq(tasks.id, taskIntervals.taskId))
    .where(and(eq(tasks.workspaceId, workspaceId), inFlowOf(users)));
  const workedBy = db
    .select({ ...intervalFields, worked: sql<boolean>`true`.as('worked') })
    .from(taskIntervals)
    .innerJoin(tasks, eq(tasks.id, taskIntervals.taskId))
    .where(and(eq(taskIntervals.workspaceId, workspaceId), isAnyOf(taskIntervals.userId, users)));
  return unionAll(ofFlows, workedBy).orderBy(sql`worked`, sql`id`);
}

/**
 * The workspace's forecast version (0 before its first change) and its latest event number, read
 * together: the events up to `seq` are the changes the version counts.
 */
export async function forecastCounters(db: Database, workspaceId: number): Promise<{ version: number; seq: number }> {
  const [row] = await db
    .select({ seq: workspaceEventCounters.lastSeq, version: forecastVersions.version })
    .from(workspaceEventCounters)
    .leftJoin(forecastVersions, eq(forecastVersions.workspaceId, workspaceEventCounters.workspaceId))
    .where(eq(workspaceEventCounters.workspaceId, workspaceId));
  return { version: row?.version ?? 0, seq: row?.seq ?? 0 };
}

/**
 * The workspace's events of the given types after `after` up to `upTo`, oldest first, at most `limit`,
 * and whatever the first after `after` is (pruned events are gone: it tells whether any are missing).
 */
export async function selectEventsBetween(
  db: Database,
  workspaceId: number,
  range: { after: number; upTo: number },
  types: readonly string[],
  limit: number,
): Promise<Array<{ seq: number; type: string; payload: unknown }>> {
  return db
    .select({ seq: workspaceEvents.seq, type: workspaceEvents.type, payload: workspaceEvents.payload })
    .from(workspaceEvents)
    .where(
      and(
        eq(workspaceEvents.workspaceId, workspaceId),
        gt(workspaceEvents.seq, range.after),
        lte(workspaceEvents.seq, range.upTo),
        or(inArray(workspaceEvents.type, [...types]), eq(workspaceEvents.seq, range.after + 1)),
      ),
    )
    .orderBy(asc(workspaceEvents.seq))
    .limit(limit);
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
