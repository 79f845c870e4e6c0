import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, LocalDate } from '@stepwise/shared/app-kit';
import { type Subscription } from '@stepwise/shared/billing';
import { usePlanName } from '@stepwise/shared/api';

/** An active paid subscription is in a paid period: the switch to Free waits for its end (docs/payments.md §4). */
export function switchWaitsForPeriodEnd(subscription: Subscription | null): subscription is Subscription & { end_date: string } {
  return subscription !== null && subscription.plan !== 'free' && subscription.status === 'active' && subscription.end_date !== null;
}

export interface SwitchToFreeDialogProps {
  open: boolean;
  subscription: Subscription | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before leaving a paid plan for Free, saying what happens and when. */
export function SwitchToFreeDialog({ open, subscription, busy, onConfirm, onCancel }: SwitchToFreeDialogProps) {
  const intl = useIntl();
  const planName = usePlanName('mfe_billing');
  const current = subscription ? planName(subscription.plan) : '';
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: 'billing.freeSwitch.title' })}
      confirmLabel={intl.formatMessage({ id: 'billing.freeSwitch.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'billing.freeSwitch.cancel' })}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      tone="danger"
    >
      <p>
        {switchWaitsForPeriodEnd(subscription) ? (
          <FormattedMessage id="billing.freeSwitch.atPeriodEnd" values={{ plan: current, date: <LocalDate value={subscription.end_date} /> }} />
        ) : (
          <FormattedMessage id="billing.freeSwitch.now" values={{ plan: current }} />
        )}
      </p>
    </ConfirmDialog>
  );
}
