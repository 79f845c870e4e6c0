import { deleteTask } from './task-repository.js';
import { writeTasks, type TaskDeps } from './task-write-context.js';

/** Deletes a task (its dependencies, intervals and activity go with it) and publishes task.deleted. */
export async function removeTask(deps: TaskDeps, workspaceId: number, actorId: number, taskId: number): Promise<void> {
  await writeTasks(deps, workspaceId, actorId, async (write) => {
    const task = await write.lockTaskAndMembers(taskId);
    await deleteTask(write.tx, task.id);
    await write.publishEvent('task.deleted', { id: task.id, assignee_id: task.assigneeId });
  });
}
