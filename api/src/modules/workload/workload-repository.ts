import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { tasks } from '../../db/schema/index.js';
import { isAnyOf } from '../tasks/index.js';

export interface WorkloadTaskRow {
  id: number;
  title: string;
  sphereId: number;
  goalId: number | null;
  projectId: number | null;
}

/** Title, sphere, goal and project of the given tasks of the workspace: one statement for the whole board. */
export async function selectWorkloadTasks(db: Database, workspaceId: number, taskIds: readonly number[]): Promise<WorkloadTaskRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select({ id: tasks.id, title: tasks.title, sphereId: tasks.sphereId, goalId: tasks.goalId, projectId: tasks.projectId })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), isAnyOf(tasks.id, taskIds)));
}
