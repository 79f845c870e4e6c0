/** The rate plan list of `GET /api/plans` (spec §3 Rate plans). Prices are whole roubles. */
export type PlanCode = 'free' | 'flex' | 'start' | 'pro' | 'premium' | 'corporate';

/** How a plan is charged: per active member per month, or a flat monthly price. */
export type PlanPriceType = 'per_member_month' | 'monthly';

export type PlanFeatureCode = 'members' | 'projects' | 'kb_pages' | 'storage';

export interface PlanFeature {
  code: PlanFeatureCode;
  capacity_from: number;
  /** null: unlimited. */
  capacity_to: number | null;
  /** Storage only. */
  unit?: 'mb' | 'gb';
}

export interface Plan {
  code: PlanCode;
  name: { ru: string; en: string };
  description: { ru: string; en: string };
  price_type: PlanPriceType;
  /** Whole roubles; per member for per_member_month plans; 0 for the free plan. */
  prices: { monthly: number; annual: number };
  currency: 'RUB';
  features: PlanFeature[];
  recommended?: boolean;
}

export interface PlansResponse {
  data: Plan[];
}

/** The billing period the visitor looks at; `annual` is also the price type sent on for a yearly choice. */
export type BillingPeriod = 'monthly' | 'annual';
