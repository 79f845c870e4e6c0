import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, Notice, toApiError, useToast } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { type Subscription } from '@stepwise/shared/billing';
import { useCancelScheduledChangeMutation, usePlanName } from '@stepwise/shared/api';

/** A paid plan that switches to another at the end of its period, with the way to keep it; nothing otherwise. */
export function ScheduledSwitch({ subscription }: { subscription: Subscription }) {
  const theme = useTheme();
  const planName = usePlanName('mfe_billing');
  const showToast = useToast();
  const [cancelChange, { isLoading }] = useCancelScheduledChangeMutation();
  const change = subscription.scheduled_change;
  if (!change) return null;

  async function keepPlan() {
    const result = await cancelChange(subscription.uuid);
    if ('error' in result) {
      console.error('[mfe_billing] cancelling the scheduled plan change failed', toApiError(result.error));
      showToast('error', 'billing.error.subscription');
      return;
    }
    showToast('success', 'billing.scheduled.kept', { plan: planName(subscription.plan) });
  }

  return (
    <Notice tone="warning">
      <p css={{ margin: `0 0 ${theme.space.sm}` }}>
        <FormattedMessage id="billing.scheduled.text" values={{ plan: planName(change.plan), date: <LocalDate value={change.at} /> }} />
      </p>
      <Button variant="secondary" busy={isLoading} onClick={() => void keepPlan()}>
        <FormattedMessage id="billing.scheduled.keep" values={{ plan: planName(subscription.plan) }} />
      </Button>
    </Notice>
  );
}
