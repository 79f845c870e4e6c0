import { ANNUAL_MONTHS_CHARGED, annualDiscountPercent, type Plan } from '@stepwise/shared';

/**
 * The discount the billing switch announces: the largest one among the paid plans, or the one the
 * business rule gives while the plans are not (or could not be) loaded.
 */
export function switchDiscountPercent(plans: readonly Plan[] | undefined): number {
  const discounts = (plans ?? []).filter((plan) => plan.prices.monthly > 0).map((plan) => annualDiscountPercent(plan.prices.monthly, plan.prices.annual));
  return discounts.length > 0 ? Math.max(...discounts) : annualDiscountPercent(1, ANNUAL_MONTHS_CHARGED);
}

