import { formatRoubles } from '@stepwise/contracts/rules';
import type { Locale } from '../i18n/locales';
import type { BillingPeriod, Plan, SubscriptionPriceType } from './plan-types';

/** An annual plan costs ten months: two months of the twelve are free (spec §9). */
export const ANNUAL_MONTHS_CHARGED = 10;

/**
 * Percent saved by paying yearly instead of twelve monthly payments, rounded to a whole percent
 * (10 × monthly ⇒ 17); 0 for a free plan, never negative or above 100.
 */
export function annualDiscountPercent(monthlyPrice: number, annualPrice: number): number {
  if (!(monthlyPrice > 0) || !(annualPrice >= 0)) return 0;
  const percent = Math.round((1 - annualPrice / (monthlyPrice * 12)) * 100);
  return Math.min(100, Math.max(0, percent));
}

/**
 * What a per-member plan charges on the billing day: price per member × the period's peak of
 * active members (spec §9). A part of a member counts as a whole one; no members cost nothing.
 */
export function perMemberTotal(pricePerMember: number, peakActiveMembers: number): number {
  if (!(pricePerMember > 0) || !Number.isFinite(peakActiveMembers)) return 0;
  return pricePerMember * Math.max(0, Math.ceil(peakActiveMembers));
}

/** The price for the chosen period (per member for per-member plans). */
export function planPrice(plan: Pick<Plan, 'prices'>, period: BillingPeriod): number {
  return period === 'annual' ? plan.prices.annual : plan.prices.monthly;
}

/** A yearly price spread over twelve months, rounded to whole roubles. */
export function monthlyEquivalent(annualPrice: number): number {
  return Math.round(annualPrice / 12);
}

/** The `price_type` a plan chosen for a period is bought with (registration, new workspace, checkout). */
export function chosenPriceType(plan: Pick<Plan, 'price_type'>, period: BillingPeriod): SubscriptionPriceType {
  return period === 'annual' ? 'annual' : plan.price_type;
}

/** Whole roubles, written one way per language everywhere, emails included ("1 490 ₽", "RUB 1,490"). */
export function formatRub(amount: number, locale: Locale): string {
  return formatRoubles(amount, locale);
}
