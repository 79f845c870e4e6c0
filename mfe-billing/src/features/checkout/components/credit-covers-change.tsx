import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, FormAlert, Notice, RouteLink, toApiError } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { type Subscription } from '@stepwise/shared/billing';
import { useCreateSubscriptionMutation } from '@stepwise/shared/api';
import { useEmbed } from '../../../common/embed/embed-context';
import type { CheckoutTarget } from '../../../common/checkout/checkout-target';
import { OrderSummary } from './order-summary';

/** The plan was changed with credit: until when, and (outside an integrator's page) the way to the plan. */
export function PlanChanged({ subscription, workspaceId }: { subscription: Subscription; workspaceId: number }) {
  const theme = useTheme();
  const embed = useEmbed();
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <Notice tone="success">
        <FormattedMessage id="billing.creditChange.done" values={{ date: <LocalDate value={subscription.end_date ?? subscription.current_period_start} /> }} />
      </Notice>
      {!embed && (
        <p css={{ margin: 0 }}>
          <RouteLink to="account-workspaces-workspace-plan" params={{ workspace: workspaceId }}>
            <FormattedMessage id="billing.link.workspacePlan" />
          </RouteLink>
        </p>
      )}
    </div>
  );
}

/** The credit of the current plan pays the whole change: it is confirmed, not paid (docs/payments.md §1). */
export function CreditCoversChange({ target, onChanged }: { target: CheckoutTarget; onChanged: (subscription: Subscription) => void }) {
  const theme = useTheme();
  const [createSubscription, { isLoading }] = useCreateSubscriptionMutation();
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setFailed(false);
    const result = await createSubscription({ workspace_id: target.workspace.id, plan: target.plan.code, price_type: target.period });
    if ('error' in result) {
      console.error('[mfe_billing] changing the plan with credit failed', toApiError(result.error));
      setFailed(true);
      return;
    }
    onChanged(result.data);
  }

  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <OrderSummary target={target} />
      <p css={{ margin: 0 }}>
        <FormattedMessage id="billing.creditChange.text" />
      </p>
      <div>
        <Button busy={isLoading} onClick={() => void confirm()}>
          <FormattedMessage id="billing.creditChange.confirm" />
        </Button>
      </div>
      {/* Below the button, so a failure does not move it from under the pointer. */}
      {failed && (
        <FormAlert>
          <FormattedMessage id="billing.error.subscription" /> <FormattedMessage id="error.tryLater" />
        </FormAlert>
      )}
    </div>
  );
}
