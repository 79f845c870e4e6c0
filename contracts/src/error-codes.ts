/**
 * Every `code` of an API error body (`{ code, message, fields? }`). The API can throw no other
 * (`AppError` takes an `ErrorCode`); the front ends map the ones a screen handles to its messages.
 */
export const ERROR_CODES = [
  // Any route
  'validation_failed',
  'bad_request',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'request_timeout',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'db_unreachable',
  // Accounts and sign-in
  'wrong_credentials',
  'proof_of_work_required',
  'email_taken',
  'email_not_found',
  'activation_required',
  'already_active',
  'invalid_code',
  'code_expired',
  'code_attempts_exceeded',
  'resend_cooldown',
  'restore_link_invalid',
  'unknown_provider',
  'provider_error',
  'provider_state_invalid',
  'provider_email_unverified',
  'invalid_unsubscribe_link',
  'mail_send_failed',
  'photo_too_large',
  'unsupported_photo_type',
  // Workspaces
  'domain_taken',
  // Inside a workspace (members, invitations, spheres, projects, tasks)
  'plan_limit',
  'last_admin',
  'already_member',
  'invitation_expired',
  'invitation_used',
  'invitation_revoked',
  'last_sphere',
  'stage_has_tasks',
  'sphere_has_tasks',
  'project_key_taken',
  'task_cycle',
  'task_blocked',
  'not_in_flow',
  'sprint_past',
  'time_entry_overlap',
  // Reports (docs/reports.md, "Bounds")
  'reports_busy',
  'report_timeout',
  // Money
  'payment_required',
  'payment_declined',
  'payment_in_progress',
  'payment_provider_unavailable',
  'plan_not_payable',
  'no_payment_needed',
  'subscription_exists',
  'subscription_ended',
  'trial_already_used',
  'no_subscription',
  'not_card_payment',
  'not_confirmable',
  'illegal_transition',
  'invalid_signature',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
