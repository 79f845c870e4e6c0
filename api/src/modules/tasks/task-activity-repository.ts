import { desc, eq } from 'drizzle-orm';
import type { TaskActivityKind } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { taskActivity, type TaskActivityRow } from '../../db/schema/index.js';

export type { TaskActivityRow } from '../../db/schema/index.js';

export interface NewTaskActivity {
  taskId: number;
  actorId: number | null;
  kind: TaskActivityKind;
  changes: Record<string, { from: unknown; to: unknown }>;
  at: Date;
}

export async function insertTaskActivity(tx: Database, entry: NewTaskActivity): Promise<void> {
  await tx.insert(taskActivity).values(entry);
}

/** The task's activity, newest first. */
export async function activityOfTask(db: Database, taskId: number): Promise<TaskActivityRow[]> {
  return db.select().from(taskActivity).where(eq(taskActivity.taskId, taskId)).orderBy(desc(taskActivity.at), desc(taskActivity.id));
}
