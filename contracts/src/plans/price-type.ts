import type { SubscriptionPriceTypeCode } from '../billing/billing-enums.js';
import type { PaymentType } from '../payments/payment-enums.js';
import type { PlanPriceType } from './enums.js';

/** The `price_type` a plan is bought with for a period, as the client names it: `annual`, or the plan's own. */
export function subscriptionPriceType(planPriceType: PlanPriceType, period: PaymentType): SubscriptionPriceTypeCode {
  return period === 'annual' ? 'annual' : planPriceType;
}
