import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { goals, tasks } from '../../db/schema/index.js';

/** A goal with its progress: how many tasks it has, and how many of them are finished. */
export interface GoalRecord {
  id: number;
  workspaceId: number;
  title: string;
  description: string;
  dueOn: string | null;
  ownerId: number | null;
  archivedAt: Date | null;
  createdAt: Date;
  taskCount: number;
  finishedCount: number;
}

export interface GoalChanges {
  title?: string;
  description?: string;
  dueOn?: string | null;
  ownerId?: number | null;
  archivedAt?: Date | null;
}

function goalRecords(db: Database) {
  return db
    .select({
      id: goals.id,
      workspaceId: goals.workspaceId,
      title: goals.title,
      description: goals.description,
      dueOn: goals.dueOn,
      ownerId: goals.ownerId,
      archivedAt: goals.archivedAt,
      createdAt: goals.createdAt,
      taskCount: count(tasks.id),
      finishedCount: sql<number>`count(${tasks.id}) filter (where ${tasks.state} = 'finished')`.mapWith(Number),
    })
    .from(goals)
    .leftJoin(tasks, eq(tasks.goalId, goals.id))
    .groupBy(goals.id)
    .$dynamic();
}

/** The workspace's goals, oldest first; archived ones only when asked for. */
export async function selectGoals(db: Database, workspaceId: number, includeArchived: boolean): Promise<GoalRecord[]> {
  return goalRecords(db)
    .where(and(eq(goals.workspaceId, workspaceId), includeArchived ? undefined : isNull(goals.archivedAt)))
    .orderBy(asc(goals.id));
}

export async function findGoal(db: Database, goalId: number): Promise<GoalRecord | undefined> {
  const [goal] = await goalRecords(db).where(eq(goals.id, goalId));
  return goal;
}

/** The workspace of a goal, for the workspace scope of `/goals/{id}` routes. */
export async function workspaceOfGoal(db: Database, goalId: number): Promise<number | undefined> {
  const [row] = await db.select({ workspaceId: goals.workspaceId }).from(goals).where(eq(goals.id, goalId));
  return row?.workspaceId;
}

export async function insertGoal(
  tx: Database,
  values: { workspaceId: number; title: string; description: string; dueOn: string | null; ownerId: number | null; createdAt: Date },
): Promise<number> {
  const [goal] = await tx.insert(goals).values(values).returning({ id: goals.id });
  return goal!.id;
}

/** Changes a goal of the workspace; false when there is no such goal there. */
export async function updateGoal(tx: Database, workspaceId: number, goalId: number, changes: GoalChanges): Promise<boolean> {
  if (Object.keys(changes).length === 0) {
    const [row] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.id, goalId), eq(goals.workspaceId, workspaceId)))
      .for('update');
    return row !== undefined;
  }
  const rows = await tx
    .update(goals)
    .set(changes)
    .where(and(eq(goals.id, goalId), eq(goals.workspaceId, workspaceId)))
    .returning({ id: goals.id });
  return rows.length > 0;
}
