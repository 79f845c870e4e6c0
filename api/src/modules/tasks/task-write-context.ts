import type { FastifyInstance } from 'fastify';
import type { TaskActivityKind, TaskResponse, WorkspaceEventPayloads, WorkspaceEventType } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { insertTaskActivity } from './task-activity-repository.js';
import type { LivePublisher } from './task-events.js';
import { findTask, lockActiveMember, lockTask, type TaskRow } from './task-repository.js';
import { toTaskResponses } from './task-responses.js';
import { taskNotFound } from './task-errors.js';

/** What the task services need of the app. */
export type TaskDeps = Pick<FastifyInstance, 'db' | 'live' | 'clock'>;

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * One change of tasks in one transaction: who makes it, when, and every task it touched, so that each
 * gets one activity entry and one live event when the change is done.
 */
export class TaskWrite {
  private readonly touched = new Map<number, { row: TaskRow; created: boolean }>();

  constructor(
    readonly tx: Database,
    private readonly live: LivePublisher,
    readonly workspaceId: number,
    readonly actorId: number,
    readonly now: Date,
  ) {}

  /** Records a task's new row and its activity entry (none when nothing tracked changed and it is no new task). */
  async record(row: TaskRow, kind: TaskActivityKind, changes: FieldChanges): Promise<void> {
    const created = kind === 'created' || (this.touched.get(row.id)?.created ?? false);
    this.touched.set(row.id, { row, created });
    if (kind === 'updated' && Object.keys(changes).length === 0) return;
    await insertTaskActivity(this.tx, { taskId: row.id, actorId: this.actorId, kind, changes, at: this.now });
  }

  /** Publishes task.created / task.updated for every touched task; answers them by id. */
  async publish(): Promise<Map<number, TaskResponse>> {
    const entries = [...this.touched.values()];
    const responses = await toTaskResponses(
      this.tx,
      entries.map((entry) => entry.row),
      this.now,
    );
    for (const [index, task] of responses.entries()) {
      const type = entries[index].created ? 'task.created' : 'task.updated';
      await this.live.publish(this.tx, { workspaceId: this.workspaceId, actorId: this.actorId, at: this.now, type, payload: { task } });
    }
    return new Map(responses.map((task) => [task.id, task]));
  }

  /** Publishes one more event of the change (task.deleted, flow.reordered). */
  async publishEvent<Type extends WorkspaceEventType>(type: Type, payload: WorkspaceEventPayloads[Type]): Promise<void> {
    await this.live.publish(this.tx, { workspaceId: this.workspaceId, actorId: this.actorId, at: this.now, type, payload });
  }

  /**
   * Locks the task for this change, after the memberships of its assignee and of `members` (in id order):
   * memberships before tasks, always, so changes of who works on what never deadlock. Retries when the
   * assignee changed between the look and the lock.
   */
  async lockTaskAndMembers(taskId: number, members: ReadonlyArray<number | null> = []): Promise<TaskRow> {
    const locked = new Set<number>();
    for (let attempt = 0; attempt < 3; attempt++) {
      const seen = await findTask(this.tx, this.workspaceId, taskId);
      if (!seen) throw taskNotFound();
      const wanted = [seen.assigneeId, ...members].filter((id): id is number => id !== null && !locked.has(id));
      for (const userId of [...new Set(wanted)].sort((a, b) => a - b)) {
        await lockActiveMember(this.tx, this.workspaceId, userId);
        locked.add(userId);
      }
      const task = await lockTask(this.tx, this.workspaceId, taskId);
      if (!task) throw taskNotFound();
      if (task.assigneeId === null || locked.has(task.assigneeId)) return task;
    }
    throw new Error(`task ${taskId}: its assignee kept changing while it was being locked`);
  }
}

/** Runs one change of tasks in a transaction of its own. */
export function writeTasks<T>(deps: TaskDeps, workspaceId: number, actorId: number, change: (write: TaskWrite) => Promise<T>): Promise<T> {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => change(new TaskWrite(tx, deps.live, workspaceId, actorId, now)));
}
