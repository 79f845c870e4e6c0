import type { BaseState } from '@stepwise/contracts';
import { AppError, validationFailed } from '../../errors/app-error.js';
import type { FieldCode } from '../../validation/field-codes.js';

export const TASK_NOT_FOUND_MESSAGE = 'Task not found';

export function taskNotFound(): AppError {
  return new AppError(404, 'not_found', TASK_NOT_FOUND_MESSAGE);
}

export function illegalTransition(from: BaseState, to: BaseState): AppError {
  return new AppError(409, 'illegal_transition', `A task cannot go from ${from} to ${to}`);
}

export function taskBlocked(waitingFor: number[]): AppError {
  return new AppError(409, 'task_blocked', 'The task waits for unfinished tasks: confirm to start it anyway', undefined, {
    details: { waiting_for: waitingFor },
  });
}

export function taskCycle(): AppError {
  return new AppError(409, 'task_cycle', 'These dependencies would make the task wait for itself');
}

/** Throws one 400 validation_failed for every field with a problem; returns when there is none. */
export function assertNoFieldProblems(problems: Record<string, FieldCode | undefined>): void {
  const fields = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, FieldCode] => entry[1] !== undefined));
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
