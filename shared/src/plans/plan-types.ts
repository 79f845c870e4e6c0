import type { Locale } from '../i18n/locales';

export const PLAN_CODES = ['free', 'flex', 'start', 'pro', 'premium', 'corporate'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** How a plan is priced: per active member per month, or a flat monthly price (annual = 10 months). */
export type PlanPriceType = 'per_member_month' | 'monthly';
/** What a customer pays for: a month or a year. */
export type BillingPeriod = 'monthly' | 'annual';
/** The `price_type` a chosen plan is bought with: the plan's own, or `annual` for a yearly choice. */
export type SubscriptionPriceType = PlanPriceType | 'annual';

export type PlanFeatureCode = 'members' | 'projects' | 'kb_pages' | 'storage';

export interface PlanFeature {
  code: PlanFeatureCode;
  capacity_from: number;
  /** null means unlimited. */
  capacity_to: number | null;
  /** Storage only. */
  unit?: 'mb' | 'gb';
}

export interface Plan {
  code: PlanCode;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  price_type: PlanPriceType;
  /** Whole roubles; per member for per_member_month plans; 0 for the free plan. */
  prices: { monthly: number; annual: number };
  currency: 'RUB';
  features: PlanFeature[];
  recommended?: boolean;
}
