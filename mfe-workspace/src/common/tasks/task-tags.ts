import type { TaskListArgs } from '../api/work-types';

/** The tag of one cached task list: a task that should join it and is not on its pages makes it read again. */
export function taskListTag(args: TaskListArgs): string {
  return `list:${args.workspaceId}:${JSON.stringify(args.filters ?? {})}:${args.limit ?? ''}`;
}

export function flowTag(workspaceId: number, userId: number): string {
  return `flow:${workspaceId}:${userId}`;
}
