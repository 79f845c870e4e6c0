import { DEFAULT_SPRINT_SETTINGS, type SprintDates, type SprintSettings } from '@stepwise/scheduling';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sprints, sprintScopeChanges, sprintSettings, sprintTasks, tasks, users, workspaceMembers, workspaces, type SprintRow } from '../../db/schema/index.js';

export function toSprintDates(row: Pick<SprintRow, 'number' | 'startsOn' | 'endsOn'>): SprintDates {
  return { number: row.number, startsOn: row.startsOn, endsOn: row.endsOn };
}

export async function findSprintSettings(db: Database, workspaceId: number): Promise<SprintSettings> {
  const [row] = await db
    .select({ lengthWeeks: sprintSettings.lengthWeeks, startWeekday: sprintSettings.startWeekday })
    .from(sprintSettings)
    .where(eq(sprintSettings.workspaceId, workspaceId));
  return row ?? DEFAULT_SPRINT_SETTINGS;
}

/** Takes the workspace's sprint lock (its settings row, written with the defaults the first time) and reads the settings. */
export async function lockSprintSettings(tx: Database, workspaceId: number): Promise<SprintSettings> {
  await tx
    .insert(sprintSettings)
    .values({ workspaceId, ...DEFAULT_SPRINT_SETTINGS })
    .onConflictDoNothing({ target: sprintSettings.workspaceId });
  const [row] = await tx
    .select({ lengthWeeks: sprintSettings.lengthWeeks, startWeekday: sprintSettings.startWeekday })
    .from(sprintSettings)
    .where(eq(sprintSettings.workspaceId, workspaceId))
    .for('update');
  return row!;
}

export async function updateSprintSettings(tx: Database, workspaceId: number, settings: SprintSettings): Promise<void> {
  await tx.update(sprintSettings).set(settings).where(eq(sprintSettings.workspaceId, workspaceId));
}

export async function workspaceCreatedAt(db: Database, workspaceId: number): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: workspaces.createdAt }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row?.createdAt;
}

export async function findLastSprint(db: Database, workspaceId: number): Promise<SprintRow | undefined> {
  const [row] = await db.select().from(sprints).where(eq(sprints.workspaceId, workspaceId)).orderBy(desc(sprints.number)).limit(1);
  return row;
}

/** Writes sprints; one another request or instance wrote first is left as it is. */
export async function insertSprints(tx: Database, workspaceId: number, dates: readonly SprintDates[], now: Date): Promise<void> {
  if (dates.length === 0) return;
  await tx
    .insert(sprints)
    .values(dates.map((sprint) => ({ workspaceId, number: sprint.number, startsOn: sprint.startsOn, endsOn: sprint.endsOn, createdAt: now })))
    .onConflictDoNothing({ target: [sprints.workspaceId, sprints.number] });
}

export async function selectSprints(db: Database, workspaceId: number): Promise<SprintRow[]> {
  return db.select().from(sprints).where(eq(sprints.workspaceId, workspaceId)).orderBy(asc(sprints.number));
}

export async function findSprint(db: Database, sprintId: number): Promise<SprintRow | undefined> {
  const [row] = await db.select().from(sprints).where(eq(sprints.id, sprintId));
  return row;
}

/** The workspace of a sprint, for the workspace scope of `/sprints/{id}` routes. */
export async function workspaceOfSprint(db: Database, sprintId: number): Promise<number | undefined> {
  return (await findSprint(db, sprintId))?.workspaceId;
}

export async function updateSprintDates(tx: Database, sprintId: number, dates: SprintDates): Promise<void> {
  await tx.update(sprints).set({ startsOn: dates.startsOn, endsOn: dates.endsOn }).where(eq(sprints.id, sprintId));
}

/** The first sprint of the workspace that has not ended by `today`. */
export async function findFirstOpenSprint(db: Database, workspaceId: number, today: string): Promise<SprintRow | undefined> {
  const [row] = await db
    .select()
    .from(sprints)
    .where(and(eq(sprints.workspaceId, workspaceId), gte(sprints.endsOn, today)))
    .orderBy(asc(sprints.number))
    .limit(1);
  return row;
}

export interface PlannedTaskRow {
  taskId: number;
  carriedOver: boolean;
  estimateMinutes: number | null;
  finishedAt: Date | null;
  assigneeId: number | null;
}

/** A sprint's tasks in the order they were planned. */
export async function selectSprintTasks(db: Database, sprintId: number): Promise<PlannedTaskRow[]> {
  return db
    .select({
      taskId: sprintTasks.taskId,
      carriedOver: sprintTasks.carriedOver,
      estimateMinutes: tasks.estimateMinutes,
      finishedAt: tasks.finishedAt,
      assigneeId: tasks.assigneeId,
    })
    .from(sprintTasks)
    .innerJoin(tasks, eq(tasks.id, sprintTasks.taskId))
    .where(eq(sprintTasks.sprintId, sprintId))
    .orderBy(asc(sprintTasks.addedAt), asc(sprintTasks.taskId));
}

/** Which of `taskIds` are tasks of the workspace. */
export async function selectWorkspaceTaskIds(db: Database, workspaceId: number, taskIds: readonly number[]): Promise<Set<number>> {
  if (taskIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), inArray(tasks.id, [...taskIds])));
  return new Set(rows.map((row) => row.id));
}

export interface PlacementRow {
  sprintId: number;
  taskId: number;
  startsOn: string;
}

/** Where tasks (`taskIds`, else all) are planned in sprints of the workspace that have not ended by `today`, other than `except`. */
export async function selectOpenPlacements(
  db: Database,
  workspaceId: number,
  today: string,
  { except, taskIds }: { except?: number; taskIds?: readonly number[] } = {},
): Promise<PlacementRow[]> {
  if (taskIds?.length === 0) return [];
  return db
    .select({ sprintId: sprintTasks.sprintId, taskId: sprintTasks.taskId, startsOn: sprints.startsOn })
    .from(sprintTasks)
    .innerJoin(sprints, eq(sprints.id, sprintTasks.sprintId))
    .where(
      and(
        eq(sprints.workspaceId, workspaceId),
        gte(sprints.endsOn, today),
        except === undefined ? undefined : ne(sprints.id, except),
        taskIds === undefined ? undefined : inArray(sprintTasks.taskId, [...taskIds]),
      ),
    );
}

export async function deleteSprintTasks(tx: Database, sprintId: number, taskIds: readonly number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await tx.delete(sprintTasks).where(and(eq(sprintTasks.sprintId, sprintId), inArray(sprintTasks.taskId, [...taskIds])));
}

export async function insertSprintTasks(
  tx: Database,
  workspaceId: number,
  sprintId: number,
  taskIds: readonly number[],
  carriedOver: boolean,
  now: Date,
): Promise<void> {
  if (taskIds.length === 0) return;
  await tx
    .insert(sprintTasks)
    .values(taskIds.map((taskId) => ({ sprintId, taskId, workspaceId, carriedOver, addedAt: now })))
    .onConflictDoNothing({ target: [sprintTasks.sprintId, sprintTasks.taskId] });
}

export interface ScopeChange {
  sprintId: number;
  taskId: number;
  kind: 'added' | 'removed';
}

export async function insertScopeChanges(tx: Database, changes: readonly ScopeChange[], actorId: number | null, at: Date): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(sprintScopeChanges).values(changes.map((change) => ({ ...change, actorId, at })));
}

export async function selectScopeChanges(db: Database, sprintId: number) {
  return db
    .select({ taskId: sprintScopeChanges.taskId, kind: sprintScopeChanges.kind, actorId: sprintScopeChanges.actorId, at: sprintScopeChanges.at })
    .from(sprintScopeChanges)
    .where(eq(sprintScopeChanges.sprintId, sprintId))
    .orderBy(asc(sprintScopeChanges.at), asc(sprintScopeChanges.id));
}

/** Marks a sprint rolled over, once: false when it already was (another run, or another instance, got there first). */
export async function claimRollOver(tx: Database, sprintId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(sprints)
    .set({ rolledOverAt: now })
    .where(and(eq(sprints.id, sprintId), isNull(sprints.rolledOverAt)))
    .returning({ id: sprints.id });
  return rows.length > 0;
}

/** A sprint's planned tasks that are not finished. */
export async function selectUnfinishedSprintTaskIds(db: Database, sprintId: number): Promise<number[]> {
  const rows = await db
    .select({ taskId: sprintTasks.taskId })
    .from(sprintTasks)
    .innerJoin(tasks, eq(tasks.id, sprintTasks.taskId))
    .where(and(eq(sprintTasks.sprintId, sprintId), ne(tasks.state, 'finished')))
    .orderBy(asc(sprintTasks.addedAt), asc(sprintTasks.taskId));
  return rows.map((row) => row.taskId);
}

/**
 * Sprints not rolled over whose last day is at most `utcToday`: every sprint that may have ended in
 * its workspace's zone (a zone's today is at most one day after UTC's); the caller checks the zone.
 */
export async function selectRollOverCandidates(db: Database, utcToday: string): Promise<Array<{ id: number; workspaceId: number; endsOn: string }>> {
  return db
    .select({ id: sprints.id, workspaceId: sprints.workspaceId, endsOn: sprints.endsOn })
    .from(sprints)
    .where(and(isNull(sprints.rolledOverAt), lte(sprints.endsOn, utcToday)))
    .orderBy(asc(sprints.workspaceId), asc(sprints.number));
}

export async function estimatesOf(db: Database, workspaceId: number, taskIds: readonly number[]): Promise<Map<number, number | null>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tasks.id, estimateMinutes: tasks.estimateMinutes })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), inArray(tasks.id, [...taskIds])));
  return new Map(rows.map((row) => [row.id, row.estimateMinutes]));
}

/** The workspace's name and its active admins with what their email needs (address, language, first name). */
export async function selectSummaryAddressees(db: Database, workspaceId: number) {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const admins = await db
    .select({ email: users.email, lang: users.lang, firstName: users.firstName })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'admin'), eq(workspaceMembers.status, 'active')))
    .orderBy(asc(users.id));
  return { workspaceName: workspace?.name ?? '', admins };
}
