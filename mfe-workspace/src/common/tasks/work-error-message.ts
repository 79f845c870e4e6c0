import { commonErrorMessageId, type ApiError } from '@stepwise/shared';

/** The workspace app's messages for the refusals a task change can meet; anything else gets the product's common message. */
const REFUSALS: Record<string, string> = {
  task_blocked: 'work.error.task_blocked',
  task_cycle: 'work.error.task_cycle',
  not_in_flow: 'work.error.not_in_flow',
  plan_limit: 'work.error.plan_limit',
  illegal_transition: 'work.error.illegal_transition',
  forbidden: 'work.error.forbidden',
  not_found: 'work.error.not_found',
  validation_failed: 'work.error.validation_failed',
  conflict: 'work.error.conflict',
};

export function workErrorMessageId(error: ApiError): string {
  return REFUSALS[error.code] ?? commonErrorMessageId(error);
}
