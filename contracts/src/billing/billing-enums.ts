/** The `price_type` a plan is bought with: the plan's own, or `annual` for a yearly choice. */
export const subscriptionPriceTypes = ['per_member_month', 'monthly', 'annual'] as const;
export type SubscriptionPriceTypeCode = (typeof subscriptionPriceTypes)[number];
