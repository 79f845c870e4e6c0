import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, RouteLink, buttonLinkStyle, panelStyle, toApiError, useToast, type BillingPeriod, type Locale, type Plan } from '@stepwise/shared';
import { DATE_FORMAT, LocalDate } from '@stepwise/shared/app-kit';
import { BillingPeriodSwitch, annualDiscountPercent, type Subscription } from '@stepwise/shared/billing';
import { useCreateSubscriptionMutation } from '@stepwise/shared/api';
import { useRub } from '../../../common/format/money';
import { SwitchToFreeDialog } from './switch-to-free-dialog';

function isCurrent(plan: Plan, period: BillingPeriod, subscription: Subscription | null): boolean {
  if (!subscription || subscription.status === 'expired' || subscription.status === 'cancelled') return plan.code === 'free';
  if (plan.code !== subscription.plan) return false;
  return plan.prices.monthly <= 0 || (subscription.price_type === 'annual') === (period === 'annual');
}

/**
 * The plan list with a monthly/annual switch: a paid plan leads to the checkout (which shows the
 * credit of the current plan); the free one is confirmed first, and over a paid period scheduled for
 * its end.
 */
export function ChangePlan({ workspaceId, plans, subscription }: { workspaceId: number; plans: Plan[]; subscription: Subscription | null }) {
  const theme = useTheme();
  const intl = useIntl();
  const rub = useRub();
  const showToast = useToast();
  const titleId = useId();
  const [period, setPeriod] = useState<BillingPeriod>(subscription?.price_type === 'annual' ? 'annual' : 'monthly');
  const [createSubscription, { isLoading: switching }] = useCreateSubscriptionMutation();
  const [confirmingFree, setConfirmingFree] = useState(false);
  const discount = Math.max(0, ...plans.map((plan) => annualDiscountPercent(plan.prices.monthly, plan.prices.annual)));
  const scheduled = subscription?.scheduled_change ?? null;

  async function switchToFree() {
    const result = await createSubscription({ workspace_id: workspaceId, plan: 'free', price_type: 'monthly' });
    setConfirmingFree(false);
    if ('error' in result) {
      console.error('[mfe_billing] switching to the free plan failed', toApiError(result.error));
      showToast('error', 'billing.error.subscription');
      return;
    }
    const switchAt = result.data.scheduled_change?.at;
    if (switchAt) showToast('success', 'billing.changePlan.scheduled', { date: intl.formatDate(switchAt, DATE_FORMAT) });
    else showToast('success', 'billing.changePlan.switched');
  }

  function price(plan: Plan) {
    if (plan.prices.monthly <= 0) return intl.formatMessage({ id: 'billing.changePlan.free' });
    const amount = rub(period === 'annual' ? plan.prices.annual : plan.prices.monthly);
    const perMember = plan.price_type === 'per_member_month';
    const id =
      period === 'annual'
        ? perMember
          ? 'billing.changePlan.perMemberYear'
          : 'billing.changePlan.perYear'
        : perMember
          ? 'billing.changePlan.perMemberMonth'
          : 'billing.changePlan.perMonth';
    return intl.formatMessage({ id }, { price: amount });
  }

  return (
    <section aria-labelledby={titleId} css={{ ...panelStyle(theme), display: 'grid', gap: theme.space.sm }}>
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="billing.changePlan.title" />
      </h2>
      <BillingPeriodSwitch value={period} onChange={setPeriod} discount={discount} />
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
        {plans.map((plan) => {
          const name = plan.name[intl.locale as Locale];
          return (
            <li
              key={plan.code}
              aria-label={name}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space.sm,
                alignItems: 'center',
                justifyContent: 'space-between',
                borderTop: `1px solid ${theme.colors.border}`,
                paddingTop: theme.space.sm,
              }}
            >
              <span>
                <strong>{name}</strong> — {price(plan)}
              </span>
              {isCurrent(plan, period, subscription) ? (
                <span css={{ color: theme.colors.textMuted }}>
                  <FormattedMessage id="billing.changePlan.current" />
                </span>
              ) : scheduled?.plan === plan.code ? (
                <span css={{ color: theme.colors.textMuted }}>
                  <FormattedMessage id="billing.changePlan.from" values={{ date: <LocalDate value={scheduled.at} /> }} />
                </span>
              ) : plan.prices.monthly <= 0 ? (
                <Button
                  variant="secondary"
                  busy={switching}
                  onClick={() => setConfirmingFree(true)}
                  aria-label={intl.formatMessage({ id: 'billing.changePlan.chooseLabel' }, { plan: name })}
                >
                  <FormattedMessage id="billing.changePlan.choose" />
                </Button>
              ) : (
                <RouteLink
                  to="subscription-payment"
                  query={{ workspace: workspaceId, plan: plan.code, period }}
                  aria-label={intl.formatMessage({ id: 'billing.changePlan.chooseLabel' }, { plan: name })}
                  css={buttonLinkStyle(theme, 'secondary')}
                >
                  <FormattedMessage id="billing.changePlan.choose" />
                </RouteLink>
              )}
            </li>
          );
        })}
      </ul>
      <SwitchToFreeDialog
        open={confirmingFree}
        subscription={subscription}
        busy={switching}
        onConfirm={() => void switchToFree()}
        onCancel={() => setConfirmingFree(false)}
      />
    </section>
  );
}
