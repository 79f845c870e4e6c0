import { commonErrorMessageId, errorBodyNumber, type ApiError } from '@stepwise/shared';

/**
 * What the user reads when the API refuses a change in a workspace: the stable `code` mapped to a
 * localized message, written out in full so the catalogue check sees every id.
 */
const REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  plan_limit: 'work.refusal.planLimit',
  last_admin: 'work.refusal.lastAdmin',
  already_member: 'work.refusal.alreadyMember',
  invitation_expired: 'work.refusal.invitationExpired',
  invitation_used: 'work.refusal.invitationUsed',
  invitation_revoked: 'work.refusal.invitationRevoked',
  resend_cooldown: 'work.refusal.resendCooldown',
  last_sphere: 'work.refusal.lastSphere',
  stage_has_tasks: 'work.refusal.stageHasTasks',
  sphere_has_tasks: 'work.refusal.sphereHasTasks',
  project_key_taken: 'work.refusal.projectKeyTaken',
  forbidden: 'work.refusal.forbidden',
  not_found: 'work.refusal.notFound',
  validation_failed: 'work.refusal.invalid',
};

export function refusalMessageId(error: ApiError): string {
  return REFUSAL_MESSAGES[error.code] ?? commonErrorMessageId(error);
}

/** Seconds the API asks to wait before sending an invitation again (`resend_available_in` of a 429). */
export function resendWaitSeconds(error: ApiError): number {
  return Math.ceil(errorBodyNumber(error, 'resend_available_in') ?? 0);
}
