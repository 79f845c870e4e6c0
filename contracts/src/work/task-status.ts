import type { BaseState, TaskStatus } from './work-enums.js';

export interface TaskStatusInput {
  /** The base state of the task's stage. */
  state: BaseState;
  /** `YYYY-MM-DD` or null. */
  due_on: string | null;
  estimate_minutes: number | null;
}

/**
 * The status a task shows, by the product's rule, in this order: finished; overdue when its due date is
 * before `today` (the viewer's `YYYY-MM-DD`); in progress or paused; not scored without an estimate;
 * otherwise open. The API's list filter applies the same rule in SQL (tasks repository).
 */
export function taskStatus(task: TaskStatusInput, today: string): TaskStatus {
  if (task.state === 'finished') return 'finished';
  if (task.due_on !== null && task.due_on < today) return 'overdue';
  if (task.state === 'in_progress' || task.state === 'paused') return task.state;
  if (task.estimate_minutes === null) return 'not_scored';
  return 'open';
}
