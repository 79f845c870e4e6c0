import type { SubscriptionStatus } from '@stepwise/shared/billing';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'billing.status.trial',
  active: 'billing.status.active',
  past_due: 'billing.status.past_due',
  cancelled: 'billing.status.cancelled',
  expired: 'billing.status.expired',
};
