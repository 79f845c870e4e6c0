import type { ApiError } from '@stepwise/shared';
import type { InvitationPreview } from '../../common/api/work-types';

/** Why a link cannot be accepted (or accepting it failed in a way the page explains on its own). */
export type InvitationDeadEnd = 'expired' | 'used' | 'revoked' | 'unknown' | 'full' | 'notActivated';

const PREVIEW_DEAD_ENDS: Readonly<Partial<Record<InvitationPreview['status'], InvitationDeadEnd>>> = {
  expired: 'expired',
  accepted: 'used',
  revoked: 'revoked',
};

/** A preview whose status says the link no longer works. */
export function previewDeadEnd(preview: InvitationPreview): InvitationDeadEnd | null {
  return PREVIEW_DEAD_ENDS[preview.status] ?? null;
}

const ACCEPT_DEAD_ENDS: Readonly<Record<string, InvitationDeadEnd>> = {
  invitation_expired: 'expired',
  invitation_used: 'used',
  invitation_revoked: 'revoked',
  not_found: 'unknown',
  plan_limit: 'full',
  activation_required: 'notActivated',
};

/** A refusal of `POST invitations/accept` the page explains as a state of the invitation; null for other failures. */
export function acceptDeadEnd(error: ApiError): InvitationDeadEnd | null {
  return ACCEPT_DEAD_ENDS[error.code] ?? null;
}
