import { useEffect } from 'react';
import { Button, useCountdown } from '@stepwise/shared';
import { INVITATION_RESEND_COOLDOWN_SECONDS } from '@stepwise/contracts/rules';
import { FormattedMessage, useIntl } from 'react-intl';

/** Seconds until an invitation last sent at `sentAt` may be sent again. */
export function cooldownLeft(sentAt: string, now = Date.now()): number {
  const readyAt = Date.parse(sentAt) + INVITATION_RESEND_COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}

export interface ResendButtonProps {
  email: string;
  sentAt: string;
  /** A wait the server asked for (a 429 resend_cooldown), counted from when it answered. */
  serverWait: { seconds: number } | null;
  busy: boolean;
  onResend: () => void;
}

/** "Send again": disabled while the cooldown runs, showing the seconds left. */
export function ResendButton({ email, sentAt, serverWait, busy, onResend }: ResendButtonProps) {
  const intl = useIntl();
  const { secondsLeft, start } = useCountdown(cooldownLeft(sentAt));
  useEffect(() => start(cooldownLeft(sentAt)), [sentAt, start]);
  useEffect(() => {
    if (serverWait) start(serverWait.seconds);
  }, [serverWait, start]);
  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="secondary"
      onClick={onResend}
      disabled={waiting}
      busy={busy}
      aria-label={intl.formatMessage({ id: waiting ? 'work.team.invitations.resendInOf' : 'work.team.invitations.resendOf' }, { email, seconds: secondsLeft })}
    >
      {waiting ? <FormattedMessage id="work.team.invitations.resendIn" values={{ seconds: secondsLeft }} /> : <FormattedMessage id="work.team.invitations.resend" />}
    </Button>
  );
}
