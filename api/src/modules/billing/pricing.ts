import type { PaymentType } from '../../db/schema/index.js';
import type { PlanPrice } from './repository/plan-prices-repository.js';

export type { PlanPrice } from './repository/plan-prices-repository.js';

/** The price of one period: per member for per-member plans. */
export function unitPrice(plan: PlanPrice, period: PaymentType): number {
  return period === 'annual' ? plan.priceAnnual : plan.priceMonthly;
}

/** docs/payments.md §1: flat plans cost their period's price; per-member plans that × the billable members (at least 1). */
export function periodAmount(plan: PlanPrice, period: PaymentType, billableMembers: number): number {
  const unit = unitPrice(plan, period);
  return plan.priceType === 'per_member_month' ? unit * Math.max(1, billableMembers) : unit;
}

/** The period a client's `price_type` asks for (`per_member_month` and `monthly` both pay a month). */
export function periodOf(priceType: string): PaymentType {
  return priceType === 'annual' ? 'annual' : 'monthly';
}
