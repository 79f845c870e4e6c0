import { commonErrorMessageId, errorBodyNumber, type ApiError } from '@stepwise/shared';

/**
 * What the user reads when the API refuses a change in a workspace: the stable `code` mapped to a
 * localized message, written out in full so the catalogue check sees every id.
 */
const REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  plan_limit: 'work.refused.planLimit',
  last_admin: 'work.refused.lastAdmin',
  already_member: 'work.refused.alreadyMember',
  invitation_expired: 'work.refused.invitationExpired',
  invitation_used: 'work.refused.invitationUsed',
  invitation_revoked: 'work.refused.invitationRevoked',
  resend_cooldown: 'work.refused.resendCooldown',
  last_sphere: 'work.refused.lastSphere',
  stage_has_tasks: 'work.refused.stageHasTasks',
  sphere_has_tasks: 'work.refused.sphereHasTasks',
  project_key_taken: 'work.refused.projectKeyTaken',
  forbidden: 'work.refused.forbidden',
  not_found: 'work.refused.notFound',
  validation_failed: 'work.refused.invalid',
};

export function changeRefusalId(error: ApiError): string {
  return REFUSAL_MESSAGES[error.code] ?? commonErrorMessageId(error);
}

/** Seconds the API asks to wait before sending an invitation again (`resend_available_in` of a 429). */
export function resendWaitSeconds(error: ApiError): number {
  return Math.ceil(errorBodyNumber(error, 'resend_available_in') ?? 0);
}
