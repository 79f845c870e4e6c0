import type { Locale } from '../i18n/locales';
import type { BillingPeriod, Plan } from './plan-types';

/** An annual plan costs ten months: two months are free. */
export const ANNUAL_MONTHS_CHARGED = 10;

/** Percent saved by paying yearly instead of twelve monthly payments, rounded to a whole percent. */
export function annualDiscountPercent(monthlyPrice: number, annualPrice: number): number {
  if (monthlyPrice <= 0) return 0;
  return Math.round((1 - annualPrice / (monthlyPrice * 12)) * 100);
}

/** What a per-member plan charges on the billing day: price per member × the period's peak of active members. */
export function perMemberTotal(pricePerMember: number, peakActiveMembers: number): number {
  return pricePerMember * Math.max(0, Math.floor(peakActiveMembers));
}

/** The price for the chosen period (per member for per-member plans). */
export function planPrice(plan: Pick<Plan, 'prices'>, period: BillingPeriod): number {
  return period === 'annual' ? plan.prices.annual : plan.prices.monthly;
}

/** Whole roubles in the interface language: "1 490 ₽" / "RUB 1,490". */
export function formatRub(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(amount);
}
