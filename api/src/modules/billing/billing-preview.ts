import { subscriptionPriceType, type BillingPreviewResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import type { SubscriptionRow } from './repository/subscriptions-repository.js';
import { peakActiveMembersInPeriod } from '../workspaces/index.js';
import { periodEnd } from './periods.js';
import { periodAmount, unitPrice } from './pricing.js';
import { findPlanPrice } from './repository/plan-prices-repository.js';

/**
 * What the next charge of the subscription will be: a per-member plan charges the peak of
 * simultaneously active members of the current period (so far), at least 1 (docs/payments.md §1).
 * The free plan has no period end: its preview runs a month from its start and costs nothing.
 */
export async function billingPreview(db: Database, subscription: SubscriptionRow, activeMembers: number, now: Date): Promise<BillingPreviewResponse> {
  const plan = (await findPlanPrice(db, subscription.plan))!;
  const start = subscription.currentPeriodStart;
  const end = subscription.currentPeriodEnd ?? periodEnd(start, subscription.period);
  const upTo = new Date(Math.max(start.getTime() + 1, Math.min(now.getTime(), end.getTime())));
  const peak = await peakActiveMembersInPeriod(db, subscription.workspaceId, start, upTo);
  return {
    plan: plan.code,
    price_type: subscriptionPriceType(plan.priceType, subscription.period),
    period_start: start.toISOString(),
    period_end: end.toISOString(),
    billing_date: end.toISOString(),
    peak_active_members: peak,
    active_members: activeMembers,
    unit_price: unitPrice(plan, subscription.period),
    amount: periodAmount(plan, subscription.period, peak),
  };
}
