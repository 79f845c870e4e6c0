import { Type, type Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { planCodes, type PaymentType } from '../../db/schema/index.js';
import type { MemberWorkspace } from '../../workspaces/workspaces.js';
import { requirePayablePlan } from './checkout.js';
import { findPlanPrice, subscriptionPriceType } from './pricing.js';
import { quotePlanChange } from './proration.js';
import { findLiveSubscription, SubscriptionPriceType } from './subscriptions.js';

export const PlanChangeQuery = Type.Object({
  plan: Type.Enum(planCodes, { description: 'A paid plan' }),
  price_type: SubscriptionPriceType,
});

export const PlanChangePreviewResponse = Type.Object(
  {
    plan: Type.Enum(planCodes),
    price_type: SubscriptionPriceType,
    current: Type.Union(
      [
        Type.Object({
          plan: Type.Enum(planCodes),
          price_type: SubscriptionPriceType,
          period_end: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        }),
        Type.Null(),
      ],
      { description: 'The live subscription the change replaces, or null' },
    ),
    price: Type.Integer({ minimum: 0, description: 'The new period’s price (per-member plans: × active members, at least 1)' }),
    credit: Type.Integer({ minimum: 0, description: 'The unused part of the current paid period, by days' }),
    credit_balance: Type.Integer({ minimum: 0, description: 'Credit left from earlier changes' }),
    amount_due: Type.Integer({ minimum: 0, description: 'What is charged now: price less credit and balance' }),
    credit_left: Type.Integer({ minimum: 0, description: 'Credit beyond the price: it reduces the next renewals' }),
    period_start: Type.String({ format: 'date-time' }),
    period_end: Type.String({ format: 'date-time', description: 'The end of the new period' }),
  },
  { title: 'PlanChangePreview' },
);

export type PlanChangePreviewResponse = Static<typeof PlanChangePreviewResponse>;

/** The arithmetic of buying one period of `plan` now, as the checkout shows it before the customer pays. */
export async function planChangePreview(
  db: Database,
  workspace: MemberWorkspace,
  code: PlanChangePreviewResponse['plan'],
  period: PaymentType,
  now: Date,
): Promise<PlanChangePreviewResponse> {
  const plan = await requirePayablePlan(db, code);
  const live = await findLiveSubscription(db, workspace.id);
  const currentPlan = live ? await findPlanPrice(db, live.plan) : undefined;
  const quote = await quotePlanChange(db, live, plan, period, workspace.memberCount, now);
  return {
    plan: plan.code,
    price_type: subscriptionPriceType(plan, period),
    current: live && currentPlan ? { plan: live.plan, price_type: subscriptionPriceType(currentPlan, live.period), period_end: live.currentPeriodEnd?.toISOString() ?? null } : null,
    price: quote.price,
    credit: quote.credit,
    credit_balance: quote.balance,
    amount_due: quote.amountDue,
    credit_left: quote.creditLeft,
    period_start: quote.periodStart.toISOString(),
    period_end: quote.periodEnd.toISOString(),
  };
}
