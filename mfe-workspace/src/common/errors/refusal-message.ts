import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { commonErrorMessageId, toApiError, type ApiError } from '@stepwise/shared';
import type { ErrorCode } from '@stepwise/contracts/rules';

/**
 * Why the API refused a change of the workspace's data, by its stable error code, in the interface's
 * language; written out in full so the catalogue check sees every id.
 */
const REFUSALS: Partial<Record<ErrorCode, string>> = {
  already_member: 'work.refusal.already_member',
  conflict: 'work.refusal.conflict',
  forbidden: 'work.refusal.forbidden',
  illegal_transition: 'work.refusal.illegal_transition',
  invitation_expired: 'work.refusal.invitation_expired',
  invitation_revoked: 'work.refusal.invitation_revoked',
  invitation_used: 'work.refusal.invitation_used',
  last_admin: 'work.refusal.last_admin',
  last_sphere: 'work.refusal.last_sphere',
  not_found: 'work.refusal.not_found',
  not_in_flow: 'work.refusal.not_in_flow',
  plan_limit: 'work.refusal.plan_limit',
  project_key_taken: 'work.refusal.project_key_taken',
  resend_cooldown: 'work.refusal.resend_cooldown',
  sphere_has_tasks: 'work.refusal.sphere_has_tasks',
  stage_has_tasks: 'work.refusal.stage_has_tasks',
  task_blocked: 'work.refusal.task_blocked',
  task_cycle: 'work.refusal.task_cycle',
  sprint_past: 'work.refusal.sprint_past',
  time_entry_overlap: 'work.refusal.time_entry_overlap',
  validation_failed: 'work.refusal.validation_failed',
};

type Refusal = ApiError | FetchBaseQueryError | SerializedError | undefined;

/** The message id that explains a refused change: the API's reason when it gave a known one, else the common one. */
export function refusalMessageId(error: Refusal): string {
  const apiError = isApiError(error) ? error : toApiError(error);
  return REFUSALS[apiError.code as ErrorCode] ?? commonErrorMessageId(apiError);
}

function isApiError(error: Refusal): error is ApiError {
  return error !== undefined && 'status' in error && 'code' in error;
}
