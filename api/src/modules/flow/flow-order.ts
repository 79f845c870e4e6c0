import { AppError } from '../../errors/app-error.js';

export function notInFlow(message: string): AppError {
  return new AppError(409, 'not_in_flow', message);
}

/**
 * The member's flow in the order asked for, the task in progress kept first: `taskIds` must be
 * exactly the flow's tasks (a list read before a later change is refused, 409 not_in_flow).
 */
export function flowInOrder(flowIds: readonly number[], inProgressId: number | undefined, taskIds: readonly number[]): number[] {
  const inFlow = new Set(flowIds);
  if (taskIds.length !== inFlow.size || taskIds.some((id) => !inFlow.has(id))) {
    throw notInFlow("task_ids must be exactly the member's unfinished tasks");
  }
  return inProgressId === undefined ? [...taskIds] : [inProgressId, ...taskIds.filter((id) => id !== inProgressId)];
}
