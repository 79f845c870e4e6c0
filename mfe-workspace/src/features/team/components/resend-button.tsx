import { useEffect } from 'react';
import { Button, visuallyHidden, useCountdown } from '@stepwise/shared';
import { INVITATION_RESEND_COOLDOWN_SECONDS } from '@stepwise/contracts/rules';
import { FormattedMessage } from 'react-intl';

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
  const { secondsLeft, start } = useCountdown(cooldownLeft(sentAt));
  useEffect(() => start(cooldownLeft(sentAt)), [sentAt, start]);
  useEffect(() => {
    if (serverWait) start(serverWait.seconds);
  }, [serverWait, start]);
  const waiting = secondsLeft > 0;
  return (
    <Button variant="secondary" onClick={onResend} disabled={waiting} busy={busy}>
      {waiting ? (
        <FormattedMessage id="work.team.invitations.resendIn" values={{ seconds: secondsLeft }} />
      ) : (
        <FormattedMessage id="work.team.invitations.resend" />
      )}
      {/* The address makes each row's button unique to a screen reader; the visible text stays the start of its name. */}
      <span css={visuallyHidden}>
        {' '}
        <FormattedMessage id="work.team.invitations.resendFor" values={{ email }} />
      </span>
    </Button>
  );
}
