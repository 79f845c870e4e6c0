import { type BillingPeriod, type Plan } from '@stepwise/shared';
import { ANNUAL_MONTHS_CHARGED, annualDiscountPercent, planPrice } from '@stepwise/shared/billing';

/**
 * The discount the billing switch announces: the largest one among the paid plans, or the one the
 * business rule gives while the plans are not (or could not be) loaded.
 */
export function switchDiscountPercent(plans: readonly Plan[] | undefined): number {
  const discounts = (plans ?? []).filter((plan) => plan.prices.monthly > 0).map((plan) => annualDiscountPercent(plan.prices.monthly, plan.prices.annual));
  return discounts.length > 0 ? Math.max(...discounts) : annualDiscountPercent(1, ANNUAL_MONTHS_CHARGED);
}

/** What the price is for: per member or per workspace, per month or per year. */
const PRICE_UNITS = {
  per_member_month: { monthly: 'marketing.pricing.unit.perMemberMonth', annual: 'marketing.pricing.unit.perMemberYear' },
  monthly: { monthly: 'marketing.pricing.unit.perMonth', annual: 'marketing.pricing.unit.perYear' },
} as const;

/** A plan's price line: "Free" for a plan that costs nothing in either period (never "₽0 per year"), else the amount and its unit. */
export type PriceLine = { free: true } | { free: false; amount: number; unitId: string };

export function isFreePlan(plan: Pick<Plan, 'prices'>): boolean {
  return plan.prices.monthly === 0 && plan.prices.annual === 0;
}

export function priceLine(plan: Pick<Plan, 'prices' | 'price_type'>, period: BillingPeriod): PriceLine {
  if (isFreePlan(plan)) return { free: true };
  return { free: false, amount: planPrice(plan, period), unitId: PRICE_UNITS[plan.price_type][period] };
}
