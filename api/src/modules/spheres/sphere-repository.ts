import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm';
import type { BaseState } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { spheres, stages, tasks, workspaces, type SphereRow, type StageRow } from '../../db/schema/index.js';

export type { SphereRow, StageRow };

export interface StageInput {
  name: string;
  state: BaseState;
}

/** The workspace's spheres in display order. */
export async function selectSpheres(db: Database, workspaceId: number): Promise<SphereRow[]> {
  return db.select().from(spheres).where(eq(spheres.workspaceId, workspaceId)).orderBy(asc(spheres.position), asc(spheres.id));
}

export async function findSphere(db: Database, sphereId: number): Promise<SphereRow | undefined> {
  const [sphere] = await db.select().from(spheres).where(eq(spheres.id, sphereId));
  return sphere;
}

/** Locks the sphere row until the transaction ends, so two edits of one sphere run one after the other. */
export async function lockSphere(tx: Database, sphereId: number): Promise<SphereRow | undefined> {
  const [sphere] = await tx.select().from(spheres).where(eq(spheres.id, sphereId)).for('update');
  return sphere;
}

/**
 * Locks the workspace row (NO KEY UPDATE: rows that merely reference the workspace can still be
 * inserted) so that changes to how many spheres it has — adding near the maximum, deleting the
 * second-to-last — run one after the other.
 */
export async function lockWorkspaceSpheres(tx: Database, workspaceId: number): Promise<void> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('no key update');
}

export async function workspaceOfSphere(db: Database, sphereId: number): Promise<number | undefined> {
  const [row] = await db.select({ workspaceId: spheres.workspaceId }).from(spheres).where(eq(spheres.id, sphereId));
  return row?.workspaceId;
}

export async function countSpheres(db: Database, workspaceId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(spheres).where(eq(spheres.workspaceId, workspaceId));
  return row?.value ?? 0;
}

/** The stages of the given spheres, each sphere's in order. */
export async function selectStagesOf(db: Database, sphereIds: number[]): Promise<StageRow[]> {
  if (sphereIds.length === 0) return [];
  return db.select().from(stages).where(inArray(stages.sphereId, sphereIds)).orderBy(asc(stages.sphereId), asc(stages.position), asc(stages.id));
}

/** How many tasks each of the given spheres holds (absent: none). */
export async function taskCountsBySphere(db: Database, sphereIds: number[]): Promise<Map<number, number>> {
  if (sphereIds.length === 0) return new Map();
  const rows = await db.select({ sphereId: tasks.sphereId, value: count() }).from(tasks).where(inArray(tasks.sphereId, sphereIds)).groupBy(tasks.sphereId);
  return new Map(rows.map((row) => [row.sphereId, row.value]));
}

/** A stage of the workspace outside the given sphere (where the tasks of a deleted sphere may go). */
export async function findStageOutsideSphere(db: Database, workspaceId: number, stageId: number, sphereId: number): Promise<StageRow | undefined> {
  const [stage] = await db
    .select()
    .from(stages)
    .where(and(eq(stages.id, stageId), eq(stages.workspaceId, workspaceId), ne(stages.sphereId, sphereId)));
  return stage;
}

/** Appends a sphere with its stages (in the given order) to the workspace's list. */
export async function insertSphere(tx: Database, workspaceId: number, name: string, stageList: readonly StageInput[]): Promise<number> {
  const [last] = await tx
    .select({ position: max(spheres.position) })
    .from(spheres)
    .where(eq(spheres.workspaceId, workspaceId));
  const [sphere] = await tx
    .insert(spheres)
    .values({ workspaceId, name, position: (last?.position ?? -1) + 1 })
    .returning({ id: spheres.id });
  await insertStages(
    tx,
    workspaceId,
    sphere!.id,
    stageList.map((stage, position) => ({ ...stage, position })),
  );
  return sphere!.id;
}

export async function insertStages(
  tx: Database,
  workspaceId: number,
  sphereId: number,
  stageList: ReadonlyArray<StageInput & { position: number }>,
): Promise<void> {
  if (stageList.length === 0) return;
  await tx.insert(stages).values(stageList.map((stage) => ({ workspaceId, sphereId, name: stage.name, state: stage.state, position: stage.position })));
}

export async function renameSphere(tx: Database, sphereId: number, name: string): Promise<void> {
  await tx.update(spheres).set({ name }).where(eq(spheres.id, sphereId));
}

export async function updateStage(tx: Database, stageId: number, change: StageInput & { position: number }): Promise<void> {
  await tx.update(stages).set(change).where(eq(stages.id, stageId));
}

/** Deletes stages that no task refers to any more (the foreign key refuses otherwise). */
export async function deleteStages(tx: Database, stageIds: number[]): Promise<void> {
  if (stageIds.length === 0) return;
  await tx.delete(stages).where(inArray(stages.id, stageIds));
}

/** Deletes the sphere and its stages (their tasks must have moved away first). */
export async function deleteSphere(tx: Database, sphereId: number): Promise<void> {
  await tx.delete(spheres).where(eq(spheres.id, sphereId));
}
