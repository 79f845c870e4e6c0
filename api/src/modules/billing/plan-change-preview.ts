import { subscriptionPriceType, type PaymentType, type PlanChangePreviewResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { countActiveMembers } from '../workspaces/index.js';
import { requirePayablePlan } from './checkout.js';
import { quotePlanChange } from './proration.js';
import { findPlanPrice } from './repository/plan-prices-repository.js';
import { findLiveSubscription } from './repository/subscriptions-repository.js';

/** The arithmetic of buying one period of `plan` now, as the checkout shows it before the customer pays. */
export async function planChangePreview(
  db: Database,
  workspaceId: number,
  code: PlanChangePreviewResponse['plan'],
  period: PaymentType,
  now: Date,
): Promise<PlanChangePreviewResponse> {
  const plan = await requirePayablePlan(db, code);
  const live = await findLiveSubscription(db, workspaceId);
  const currentPlan = live ? await findPlanPrice(db, live.plan) : undefined;
  const quote = await quotePlanChange(db, live, plan, period, await countActiveMembers(db, workspaceId), now);
  return {
    plan: plan.code,
    price_type: subscriptionPriceType(plan.priceType, period),
    current:
      live && currentPlan
        ? { plan: live.plan, price_type: subscriptionPriceType(currentPlan.priceType, live.period), period_end: live.currentPeriodEnd?.toISOString() ?? null }
        : null,
    price: quote.price,
    credit: quote.credit,
    credit_balance: quote.balance,
    amount_due: quote.amountDue,
    credit_left: quote.creditLeft,
    period_start: quote.periodStart.toISOString(),
    period_end: quote.periodEnd.toISOString(),
  };
}
