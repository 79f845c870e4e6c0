import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { goals, projects, spheres, stages, type StageRow } from '../../db/schema/index.js';

export type { StageRow } from '../../db/schema/index.js';

/** The workspace's first sphere (by position), if it has any. */
export async function firstSphereId(db: Database, workspaceId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: spheres.id })
    .from(spheres)
    .where(eq(spheres.workspaceId, workspaceId))
    .orderBy(asc(spheres.position), asc(spheres.id))
    .limit(1);
  return row?.id;
}

export async function sphereInWorkspace(db: Database, workspaceId: number, sphereId: number): Promise<boolean> {
  const rows = await db
    .select({ id: spheres.id })
    .from(spheres)
    .where(and(eq(spheres.id, sphereId), eq(spheres.workspaceId, workspaceId)));
  return rows.length > 0;
}

/** The sphere's stages in board order. */
export async function stagesOfSphere(db: Database, sphereId: number): Promise<StageRow[]> {
  return db.select().from(stages).where(eq(stages.sphereId, sphereId)).orderBy(asc(stages.position), asc(stages.id));
}

export async function findStage(db: Database, workspaceId: number, stageId: number): Promise<StageRow | undefined> {
  const [row] = await db
    .select()
    .from(stages)
    .where(and(eq(stages.id, stageId), eq(stages.workspaceId, workspaceId)));
  return row;
}

export async function goalInWorkspace(db: Database, workspaceId: number, goalId: number): Promise<boolean> {
  const rows = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.workspaceId, workspaceId)));
  return rows.length > 0;
}

export async function projectInWorkspace(db: Database, workspaceId: number, projectId: number): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)));
  return rows.length > 0;
}
