import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projects, tasks } from '../../db/schema/index.js';

/** A project with its progress: how many tasks it has, and how many of them are finished. */
export interface ProjectRecord {
  id: number;
  workspaceId: number;
  name: string;
  key: string;
  archivedAt: Date | null;
  createdAt: Date;
  taskCount: number;
  finishedCount: number;
}

export interface ProjectChanges {
  name?: string;
  key?: string;
  archivedAt?: Date | null;
}

function projectRecords(db: Database) {
  return db
    .select({
      id: projects.id,
      workspaceId: projects.workspaceId,
      name: projects.name,
      key: projects.key,
      archivedAt: projects.archivedAt,
      createdAt: projects.createdAt,
      taskCount: count(tasks.id),
      finishedCount: sql<number>`count(${tasks.id}) filter (where ${tasks.state} = 'finished')`.mapWith(Number),
    })
    .from(projects)
    .leftJoin(tasks, eq(tasks.projectId, projects.id))
    .groupBy(projects.id)
    .$dynamic();
}

/** The workspace's projects, oldest first; archived ones only when asked for. */
export async function selectProjects(db: Database, workspaceId: number, includeArchived: boolean): Promise<ProjectRecord[]> {
  return projectRecords(db)
    .where(and(eq(projects.workspaceId, workspaceId), includeArchived ? undefined : isNull(projects.archivedAt)))
    .orderBy(asc(projects.id));
}

export async function findProject(db: Database, projectId: number): Promise<ProjectRecord | undefined> {
  const [project] = await projectRecords(db).where(eq(projects.id, projectId));
  return project;
}

/** The workspace of a project, for the workspace scope of `/projects/{id}` routes. */
export async function workspaceOfProject(db: Database, projectId: number): Promise<number | undefined> {
  const [row] = await db.select({ workspaceId: projects.workspaceId }).from(projects).where(eq(projects.id, projectId));
  return row?.workspaceId;
}

/** Every key used in the workspace (archived projects keep theirs). */
export async function projectKeysOf(db: Database, workspaceId: number): Promise<Set<string>> {
  const rows = await db.select({ key: projects.key }).from(projects).where(eq(projects.workspaceId, workspaceId));
  return new Set(rows.map((row) => row.key));
}

/** Whether another project of the workspace has the key. */
export async function projectKeyTaken(db: Database, workspaceId: number, key: string, exceptProjectId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.key, key), exceptProjectId === undefined ? undefined : ne(projects.id, exceptProjectId)));
  return row !== undefined;
}

export async function insertProject(tx: Database, values: { workspaceId: number; name: string; key: string; createdAt: Date }): Promise<number> {
  const [project] = await tx.insert(projects).values(values).returning({ id: projects.id });
  return project!.id;
}

export async function updateProject(tx: Database, projectId: number, changes: ProjectChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx.update(projects).set(changes).where(eq(projects.id, projectId));
}
