import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { commonErrorMessageId, toApiError } from '@stepwise/shared';
import type { ErrorCode } from '@stepwise/contracts/rules';

/** Why the API refused a change of the workspace's data, by its error code, in the interface's language. */
const REFUSALS: Partial<Record<ErrorCode, string>> = {
  task_blocked: 'work.refusal.task_blocked',
  task_cycle: 'work.refusal.task_cycle',
  not_in_flow: 'work.refusal.not_in_flow',
  illegal_transition: 'work.refusal.illegal_transition',
  plan_limit: 'work.refusal.plan_limit',
  forbidden: 'work.refusal.forbidden',
  not_found: 'work.refusal.not_found',
  conflict: 'work.refusal.conflict',
  validation_failed: 'work.refusal.validation_failed',
};

/** The message id that explains a refused change: the API's reason when it gave a known one, else the common one. */
export function refusalMessageId(error: FetchBaseQueryError | SerializedError | undefined): string {
  const apiError = toApiError(error);
  return REFUSALS[apiError.code as ErrorCode] ?? commonErrorMessageId(apiError);
}
