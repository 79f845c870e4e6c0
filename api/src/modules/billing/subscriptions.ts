import { SubscriptionResponse, subscriptionPriceType } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import type { PaymentRow, PaymentType, PlanCode, SubscriptionRow, TransitionSource } from '../../db/schema/index.js';
import { countActiveMembers } from '../workspaces/index.js';
import { creditLeftAfterPayment, quotePlanChange } from './proration.js';
import { linkPaymentToSubscription } from './repository/paid-period-repository.js';
import { findMembersCapacity } from './repository/plan-capacity-repository.js';
import { findPlanPrice } from './repository/plan-prices-repository.js';
import { findSubscriptionCard } from './repository/subscription-card-repository.js';
import { recordSubscriptionEvent } from './repository/subscription-events-repository.js';
import { findLatestSubscription, findLiveSubscription, insertSubscription, trialUsed, updateSubscription } from './repository/subscriptions-repository.js';

/** The live subscription, or else the latest that ended (expired, cancelled). */
export async function findCurrentSubscription(db: Database, workspaceId: number): Promise<SubscriptionRow | undefined> {
  return (await findLiveSubscription(db, workspaceId)) ?? (await findLatestSubscription(db, workspaceId));
}

export async function toSubscriptionResponse(db: Database, row: SubscriptionRow): Promise<SubscriptionResponse> {
  const [plan, card, activeMembers, capacity, used] = await Promise.all([
    findPlanPrice(db, row.plan),
    row.cardUuid ? findSubscriptionCard(db, row.cardUuid) : Promise.resolve(undefined),
    countActiveMembers(db, row.workspaceId),
    findMembersCapacity(db, row.plan),
    row.trialStartedAt ? Promise.resolve(true) : trialUsed(db, row.workspaceId),
  ]);
  return {
    uuid: row.uuid,
    workspace_id: row.workspaceId,
    plan: row.plan,
    price_type: subscriptionPriceType(plan!.priceType, row.period),
    status: row.status,
    started_at: row.startedAt.toISOString(),
    current_period_start: row.currentPeriodStart.toISOString(),
    end_date: row.currentPeriodEnd?.toISOString() ?? null,
    trial_used: used,
    card: card ? { uuid: card.uuid, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } : null,
    auto_renew: row.autoRenew,
    scheduled_change: row.scheduledPlan && row.currentPeriodEnd ? { plan: row.scheduledPlan, at: row.currentPeriodEnd.toISOString() } : null,
    credit_balance: row.creditBalance,
    members: { active: activeMembers, capacity_to: capacity?.capacityTo ?? null },
  };
}

/** Ends the workspace's live subscription (a new one replaces it). */
export async function endLiveSubscription(
  db: Database,
  live: SubscriptionRow,
  to: 'cancelled' | 'expired',
  source: TransitionSource,
  now: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await updateSubscription(db, live.uuid, { status: to, autoRenew: false, nextRetryAt: null, updatedAt: now });
  await recordSubscriptionEvent(db, live.uuid, live.status, to, source, now, detail);
}

/**
 * What a charged checkout or bank-transfer payment buys: the workspace's subscription becomes (or
 * stays) active for the paid period, paid with the payment's card if it has one. Paying the plan and
 * period the workspace already has, while they run, extends them from their end; anything else
 * starts now, with the unused part of the current period credited (docs/payments.md §1). Run inside
 * the transaction that marked the payment charged. Renewals extend their own subscription (see
 * renewals) and do not come here.
 */
export async function activateFromPayment(tx: Database, payment: PaymentRow, source: TransitionSource, now: Date): Promise<SubscriptionRow> {
  const subscription = await applyPlanChange(tx, {
    workspaceId: payment.workspaceId,
    userId: payment.userId,
    plan: payment.rate,
    period: payment.paymentType,
    paid: payment.amount,
    cardUuid: payment.cardUuid,
    source,
    now,
    detail: { payment: payment.uuid },
  });
  await linkPaymentToSubscription(tx, payment.uuid, subscription);
  return subscription;
}

export interface PlanChange {
  workspaceId: number;
  userId: number;
  plan: PlanCode;
  period: PaymentType;
  /** What the customer paid for it now (0 when the credit covered all of it). */
  paid: number;
  cardUuid: string | null;
  source: TransitionSource;
  now: Date;
  detail: Record<string, unknown>;
}

/**
 * Puts the workspace on a paid plan for the quoted period: the live subscription is updated (its
 * scheduled switch to another plan is dropped), or a new one starts. Credit beyond the price stays
 * as the credit balance.
 */
export async function applyPlanChange(tx: Database, change: PlanChange): Promise<SubscriptionRow> {
  const { now } = change;
  const live = await findLiveSubscription(tx, change.workspaceId, true);
  const plan = (await findPlanPrice(tx, change.plan))!;
  const quote = await quotePlanChange(tx, live, plan, change.period, await countActiveMembers(tx, change.workspaceId), now);
  const fields = {
    plan: change.plan,
    period: change.period,
    status: 'active' as const,
    currentPeriodStart: quote.periodStart,
    currentPeriodEnd: quote.periodEnd,
    scheduledPlan: null,
    creditBalance: creditLeftAfterPayment(quote, change.paid),
    updatedAt: now,
    ...(change.cardUuid ? { cardUuid: change.cardUuid, autoRenew: true } : {}),
  };
  const detail = { ...change.detail, ...(quote.credit + quote.balance > 0 && { credit: quote.credit, balance: quote.balance, paid: change.paid }) };
  if (live) {
    const updated = await updateSubscription(tx, live.uuid, { ...fields, retryCount: 0, nextRetryAt: null });
    if (live.status !== 'active' || live.plan !== change.plan || live.period !== change.period) {
      await recordSubscriptionEvent(tx, live.uuid, live.status, 'active', change.source, now, detail);
    }
    return updated!;
  }
  const inserted = await insertSubscription(tx, {
    workspaceId: change.workspaceId,
    userId: change.userId,
    startedAt: now,
    autoRenew: false,
    createdAt: now,
    ...fields,
  });
  await recordSubscriptionEvent(tx, inserted.uuid, null, 'active', change.source, now, detail);
  return inserted;
}
