/** The plans on sale; the database's check constraints and every plan field accept exactly these. */
export const planCodes = ['free', 'flex', 'start', 'pro', 'premium', 'corporate'] as const;
export type PlanCode = (typeof planCodes)[number];

/** How a plan is priced: per active member per month, or a flat monthly price. */
export const planPriceTypes = ['per_member_month', 'monthly'] as const;
export type PlanPriceType = (typeof planPriceTypes)[number];

export const currencies = ['RUB'] as const;
export type Currency = (typeof currencies)[number];
