import type { BillingPeriod, Plan } from '../api/plan-types';

/** An annual plan costs this many monthly payments: two months of the twelve are free (spec §9). */
export const ANNUAL_MONTHS_PAID = 10;

/** Whole percent saved by paying yearly instead of twelve monthly payments (10 × monthly ⇒ 17). */
export function annualDiscountPercent(monthly: number, annual: number): number {
  if (!(monthly > 0) || !(annual >= 0)) return 0;
  const percent = Math.round((1 - annual / (monthly * 12)) * 100);
  return Math.min(100, Math.max(0, percent));
}

/**
 * What a per-member plan charges on the billing day: the price per member times the largest number
 * of active users seen during the billing period (spec §9).
 */
export function perMemberTotal(pricePerMember: number, peakMembers: number): number {
  if (!(pricePerMember > 0) || !Number.isFinite(peakMembers)) return 0;
  return pricePerMember * Math.max(0, Math.ceil(peakMembers));
}

/** The price of a plan for the chosen billing period. */
export function planPrice(plan: Plan, period: BillingPeriod): number {
  return period === 'annual' ? plan.prices.annual : plan.prices.monthly;
}

/** A yearly price spread over twelve months, rounded to whole roubles. */
export function monthlyEquivalent(annual: number): number {
  return Math.round(annual / 12);
}

/**
 * The discount the billing switch announces: the largest one among the paid plans, or the one the
 * business rule gives while the plans are not (or could not be) loaded.
 */
export function switchDiscountPercent(plans: readonly Plan[] | undefined): number {
  const discounts = (plans ?? []).filter((plan) => plan.prices.monthly > 0).map((plan) => annualDiscountPercent(plan.prices.monthly, plan.prices.annual));
  return discounts.length > 0 ? Math.max(...discounts) : annualDiscountPercent(1, ANNUAL_MONTHS_PAID);
}

/** The `price_type` handed to registration or the new-workspace wizard with the chosen plan. */
export function chosenPriceType(plan: Plan, period: BillingPeriod): 'per_member_month' | 'monthly' | 'annual' {
  return period === 'annual' ? 'annual' : plan.price_type;
}
