import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { panelStyle, type Plan } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { type Subscription } from '@stepwise/shared/billing';
import { usePlanName } from '@stepwise/shared/api';
import { SUBSCRIPTION_STATUS_LABELS } from '../plan-labels';

export interface CurrentPlanProps {
  subscription: Subscription | null;
  /** Active members now, for a workspace without a subscription. */
  memberCount: number;
  freePlan?: Plan;
}

/** The workspace's plan: status, activation and expiry dates, active members against capacity. */
export function CurrentPlan({ subscription, memberCount, freePlan }: CurrentPlanProps) {
  const theme = useTheme();
  const planName = usePlanName('mfe_billing');
  const titleId = useId();
  const active = subscription?.members.active ?? memberCount;
  const capacity = subscription
    ? subscription.members.capacity_to
    : (freePlan?.features.find((feature) => feature.code === 'members')?.capacity_to ?? undefined);
  const row = { display: 'flex', flexWrap: 'wrap', gap: `0 ${theme.space.sm}`, justifyContent: 'space-between', margin: 0 } as const;
  return (
    <section aria-labelledby={titleId} css={{ ...panelStyle(theme), display: 'grid', gap: theme.space.sm }}>
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="billing.plan.current" values={{ plan: planName(subscription?.plan ?? 'free') }} />
      </h2>
      <dl css={{ display: 'grid', gap: theme.space.xs, margin: 0 }}>
        {subscription && (
          <>
            <div css={row}>
              <dt>
                <FormattedMessage id="billing.plan.status" />
              </dt>
              <dd css={{ margin: 0, fontWeight: 600 }}>
                <FormattedMessage id={SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? SUBSCRIPTION_STATUS_LABELS.active} />
              </dd>
            </div>
            <div css={row}>
              <dt>
                <FormattedMessage id="billing.plan.activated" />
              </dt>
              <dd css={{ margin: 0 }}>
                <LocalDate value={subscription.started_at} />
              </dd>
            </div>
            {subscription.end_date && (
              <div css={row}>
                <dt>
                  <FormattedMessage id={subscription.status === 'expired' ? 'billing.plan.expired' : 'billing.plan.expires'} />
                </dt>
                <dd css={{ margin: 0 }}>
                  <LocalDate value={subscription.end_date} />
                </dd>
              </div>
            )}
          </>
        )}
        <div css={row}>
          <dt>
            <FormattedMessage id="billing.plan.members" />
          </dt>
          <dd css={{ margin: 0 }}>
            {capacity === null ? (
              <FormattedMessage id="billing.plan.membersUnlimited" values={{ active }} />
            ) : capacity === undefined ? (
              active
            ) : (
              <FormattedMessage id="billing.plan.membersOf" values={{ active, capacity }} />
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
