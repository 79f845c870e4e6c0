import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, FormAlert, toApiError, commonErrorMessageId, errorBodyNumber, retryAfterSeconds, useCountdown } from '@stepwise/shared';
import { Notice, StatusRegion } from '../../../common/components/status-message';
import type { FormMessage } from '../../../common/forms/form-message';
import { useSendCodeMutation } from '../api/activation-api';
import { resendSchedule } from '../../../common/activation/resend-schedule';

type Notice = FormMessage & { tone: 'success' | 'info' | 'danger' };

export interface ResendCodeProps {
  email: string | null;
  /** A new code is on its way: the form forgets the old one. */
  onSent: () => void;
  /** The account was activated meanwhile (another tab): nothing to resend. */
  onAlreadyActive: () => void;
}

/** Requests a new code; afterwards the button counts down until another may be requested. */
export function ResendCode({ email, onSent, onAlreadyActive }: ResendCodeProps) {
  const theme = useTheme();
  const [sendCode, { isLoading }] = useSendCodeMutation();
  // Right after registering, the first code's cooldown is already running.
  const { secondsLeft, start } = useCountdown(resendSchedule.secondsLeft());
  const [notice, setNotice] = useState<Notice | null>(null);
  const counting = secondsLeft > 0;

  async function resend() {
    setNotice(null);
    const result = await sendCode();
    if ('error' in result) {
      const error = toApiError(result.error);
      if (error.code === 'already_active') {
        onAlreadyActive();
        return;
      }
      const cooldown = error.code === 'resend_cooldown' ? errorBodyNumber(error, 'resend_available_in') : null;
      const wait = cooldown ?? (error.status === 429 ? retryAfterSeconds(error) : null);
      if (wait !== null) {
        start(wait);
        resendSchedule.remember(wait);
      }
      setNotice(cooldown !== null ? { tone: 'info', id: 'auth.activate.resendCooldown' } : { tone: 'danger', id: commonErrorMessageId(error) });
      return;
    }
    start(result.data.resend_available_in);
    resendSchedule.remember(result.data.resend_available_in);
    setNotice(email ? { tone: 'success', id: 'auth.activate.codeResentTo', values: { email } } : { tone: 'success', id: 'auth.activate.codeResent' });
    onSent();
  }

  return (
    <div css={{ display: 'grid', marginTop: theme.space.md }}>
      <StatusRegion>
        {notice && notice.tone !== 'danger' && (
          <Notice tone={notice.tone}>
            <FormattedMessage id={notice.id} values={notice.values} />
          </Notice>
        )}
      </StatusRegion>
      {notice?.tone === 'danger' && (
        <FormAlert>
          <FormattedMessage id={notice.id} values={notice.values} />
        </FormAlert>
      )}
      <Button variant="secondary" onClick={resend} disabled={counting || isLoading} aria-busy={isLoading || undefined}>
        {counting ? (
          <FormattedMessage id="auth.activate.resendIn" values={{ seconds: secondsLeft }} />
        ) : (
          <FormattedMessage id={isLoading ? 'auth.activate.resending' : 'auth.activate.resend'} />
        )}
      </Button>
    </div>
  );
}
