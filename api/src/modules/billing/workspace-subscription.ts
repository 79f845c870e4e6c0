import type { Database } from '../../db/database.js';
import type { WorkspaceSubscriptionResponse } from '@stepwise/contracts';
import { findPlanPrice, subscriptionPriceType } from './pricing.js';
import { findCurrentSubscription } from './subscriptions.js';

/** The workspace's current subscription (live, else the latest ended) in the workspace views' short form. */
export async function workspaceSubscriptionSummary(db: Database, workspaceId: number): Promise<WorkspaceSubscriptionResponse | null> {
  const subscription = await findCurrentSubscription(db, workspaceId);
  if (!subscription) return null;
  const plan = await findPlanPrice(db, subscription.plan);
  return {
    uuid: subscription.uuid,
    plan: subscription.plan,
    status: subscription.status,
    price_type: subscriptionPriceType(plan!, subscription.period),
    ends_at: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}
