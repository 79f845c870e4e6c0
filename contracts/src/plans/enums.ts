export const planCodes = ['free', 'flex', 'start', 'pro', 'premium', 'corporate'] as const;
/** per_member_month: the price is per active member per month; monthly: a flat price per month. */
export const planPriceTypes = ['per_member_month', 'monthly'] as const;
export const planFeatureCodes = ['members', 'projects', 'kb_pages', 'storage'] as const;
export const storageUnits = ['mb', 'gb'] as const;
export const currencies = ['RUB'] as const;

export type PlanCode = (typeof planCodes)[number];
export type PlanPriceType = (typeof planPriceTypes)[number];
export type PlanFeatureCode = (typeof planFeatureCodes)[number];
export type StorageUnit = (typeof storageUnits)[number];
export type Currency = (typeof currencies)[number];
