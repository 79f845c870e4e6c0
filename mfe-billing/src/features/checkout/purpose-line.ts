import type { IntlShape } from 'react-intl';
import type { BillingPeriod, Locale, Plan } from '@stepwise/shared';

const PERIOD_IN_PURPOSE: Record<BillingPeriod, string> = {
  monthly: 'billing.widget.period.monthly',
  annual: 'billing.widget.period.annual',
};

/**
 * What the card form says the payment is for, in words and in the interface language:
 * "Stepwise: Про, помесячно — Орбита" / "Stepwise: Pro, monthly — Orbita". Never codes.
 */
export function purposeLine(
  intl: Pick<IntlShape, 'formatMessage' | 'locale'>,
  { plan, period, workspaceName }: { plan: Pick<Plan, 'name'>; period: BillingPeriod; workspaceName: string },
): string {
  return intl.formatMessage(
    { id: 'billing.widget.purpose' },
    { plan: plan.name[intl.locale as Locale] ?? plan.name.ru, period: intl.formatMessage({ id: PERIOD_IN_PURPOSE[period] }), workspace: workspaceName },
  );
}
