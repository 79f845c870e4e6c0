/** Where a subscription stands; trial, active and past_due are the live ones. */
export const subscriptionStatuses = ['trial', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
