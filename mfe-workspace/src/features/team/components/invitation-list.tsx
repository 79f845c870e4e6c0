import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, toApiError, useToast } from '@stepwise/shared';
import { ConfirmDialog, LocalDate } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkResendInvitationMutation, useWorkRevokeInvitationMutation } from '../invitations-api';
import type { Invitation } from '../../../common/api/work-types';
import { RoleBadge } from '../../../common/components/role-badge';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { resendWaitSeconds } from '../../../common/errors/resend-wait';
import { ResendButton } from './resend-button';

const STATUS_MESSAGES: Readonly<Record<Invitation['status'], string>> = {
  pending: 'work.team.invitations.status.pending',
  expired: 'work.team.invitations.status.expired',
  accepted: 'work.team.invitations.status.accepted',
  revoked: 'work.team.invitations.status.revoked',
};

/** Invitations still awaiting an answer (pending, or expired and sendable again): resend or revoke each. */
export function InvitationList({ workspaceId, invitations }: { workspaceId: number; invitations: Invitation[] }) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const [resend] = useWorkResendInvitationMutation();
  const [revoke, { isLoading: revoking }] = useWorkRevokeInvitationMutation();
  const [resendingId, setResendingId] = useState<number | null>(null);
  const [serverWaits, setServerWaits] = useState<Record<number, { seconds: number }>>({});
  const [revokeTarget, setRevokeTarget] = useState<Invitation | null>(null);
  const open = invitations.filter((invitation) => invitation.status === 'pending' || invitation.status === 'expired');

  async function sendAgain(invitation: Invitation) {
    setResendingId(invitation.id);
    const result = await resend({ workspaceId, invitationId: invitation.id });
    setResendingId(null);
    if (!('error' in result)) {
      toast('success', 'work.team.invitations.resent', { email: invitation.email });
      return;
    }
    const error = toApiError(result.error);
    if (error.code === 'resend_cooldown') {
      const seconds = resendWaitSeconds(error);
      setServerWaits((waits) => ({ ...waits, [invitation.id]: { seconds } }));
      toast('error', 'work.team.invite.cooldown', { seconds });
    } else {
      toast('error', refusalMessageId(error));
    }
  }

  async function confirmRevoke() {
    if (!revokeTarget) return;
    const result = await revoke({ workspaceId, invitationId: revokeTarget.id });
    const email = revokeTarget.email;
    setRevokeTarget(null);
    if ('error' in result) toast('error', refusalMessageId(toApiError(result.error)));
    else toast('success', 'work.team.invitations.revoked', { email });
  }

  if (open.length === 0) {
    return (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.team.invitations.empty" />
      </p>
    );
  }
  return (
    <>
      <ul
        aria-label={intl.formatMessage({ id: 'work.team.invitations.title' })}
        css={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
      >
        {open.map((invitation) => (
          <li
            key={invitation.id}
            aria-label={invitation.email}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: theme.space.md,
              padding: theme.space.md,
              borderBottom: `1px solid ${theme.colors.border}`,
            }}
          >
            <div css={{ flex: '1 1 12rem', minWidth: 0 }}>
              <div css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</div>
              <div
                css={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space.sm,
                  alignItems: 'center',
                  fontSize: theme.fontSizes.sm,
                  color: theme.colors.textMuted,
                }}
              >
                <RoleBadge role={invitation.role} />
                <span css={{ color: invitation.status === 'expired' ? theme.colors.danger : undefined }}>
                  <FormattedMessage id={STATUS_MESSAGES[invitation.status]} />
                </span>
                <span>
                  <FormattedMessage
                    id={invitation.status === 'expired' ? 'work.team.invitations.expiredOn' : 'work.team.invitations.expiresOn'}
                    values={{ date: <LocalDate value={invitation.expires_at} /> }}
                  />
                </span>
              </div>
            </div>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
              <ResendButton
                email={invitation.email}
                sentAt={invitation.sent_at}
                serverWait={serverWaits[invitation.id] ?? null}
                busy={resendingId === invitation.id}
                onResend={() => void sendAgain(invitation)}
              />
              <Button
                variant="secondary"
                onClick={() => setRevokeTarget(invitation)}
                aria-label={intl.formatMessage({ id: 'work.team.invitations.revokeOf' }, { email: invitation.email })}
              >
                <FormattedMessage id="work.team.invitations.revoke" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revokeTarget !== null}
        tone="danger"
        busy={revoking}
        title={intl.formatMessage({ id: 'work.team.revoke.title' })}
        confirmLabel={intl.formatMessage({ id: 'work.team.revoke.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'work.common.cancel' })}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevokeTarget(null)}
      >
        <p>{intl.formatMessage({ id: 'work.team.revoke.text' }, { email: revokeTarget?.email ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
