import type { BillingPeriod } from '@stepwise/shared';

export const PERIOD_LABELS: Record<BillingPeriod, string> = {
  monthly: 'billing.period.monthly',
  annual: 'billing.period.annual',
};
