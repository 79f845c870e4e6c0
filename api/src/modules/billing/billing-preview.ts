import { Type, type Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { planCodes, type SubscriptionRow } from '../../db/schema/index.js';
import { peakActiveMembersInPeriod } from '../../workspaces/members.js';
import { periodEnd } from './periods.js';
import { findPlanPrice, periodAmount, subscriptionPriceType, unitPrice } from './pricing.js';
import { SubscriptionPriceType } from './subscriptions.js';

export const BillingPreviewResponse = Type.Object(
  {
    plan: Type.Enum(planCodes),
    price_type: SubscriptionPriceType,
    period_start: Type.String({ format: 'date-time', description: 'The current period (of the trial while in trial)' }),
    period_end: Type.String({ format: 'date-time' }),
    billing_date: Type.String({ format: 'date-time', description: 'When the next charge is due: the period’s end' }),
    peak_active_members: Type.Integer({ minimum: 0, description: 'Most members active at once in the period so far' }),
    active_members: Type.Integer({ minimum: 0 }),
    unit_price: Type.Integer({ minimum: 0, description: 'Per member for per-member plans, else per period' }),
    amount: Type.Integer({ minimum: 0, description: 'What the next charge will be, as things stand' }),
  },
  { title: 'BillingPreview' },
);

export type BillingPreviewResponse = Static<typeof BillingPreviewResponse>;

/**
 * What the next charge of the subscription will be: a per-member plan charges the peak of
 * simultaneously active members of the current period (so far), at least 1 (docs/payments.md §1).
 * The free plan has no period end: its preview runs a month from its start and costs nothing.
 */
export async function billingPreview(
  db: Database,
  subscription: SubscriptionRow,
  activeMembers: number,
  now: Date,
): Promise<BillingPreviewResponse> {
  const plan = (await findPlanPrice(db, subscription.plan))!;
  const start = subscription.currentPeriodStart;
  const end = subscription.currentPeriodEnd ?? periodEnd(start, subscription.period);
  const upTo = new Date(Math.max(start.getTime() + 1, Math.min(now.getTime(), end.getTime())));
  const peak = await peakActiveMembersInPeriod(db, subscription.workspaceId, start, upTo);
  return {
    plan: plan.code,
    price_type: subscriptionPriceType(plan, subscription.period),
    period_start: start.toISOString(),
    period_end: end.toISOString(),
    billing_date: end.toISOString(),
    peak_active_members: peak,
    active_members: activeMembers,
    unit_price: unitPrice(plan, subscription.period),
    amount: periodAmount(plan, subscription.period, peak),
  };
}
