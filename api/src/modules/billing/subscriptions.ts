import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { SubscriptionResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import {
  cards,
  liveSubscriptionStatuses,
  payments,
  planFeatures,
  subscriptionEvents,
  subscriptions,
  type PaymentRow,
  type PaymentType,
  type PlanCode,
  type SubscriptionRow,
  type SubscriptionStatus,
  type TransitionSource,
} from '../../db/schema/index.js';
import { countActiveMembers } from '../workspaces/index.js';
import { findPlanPrice, subscriptionPriceType } from './pricing.js';
import { creditLeftAfterPayment, quotePlanChange } from './proration.js';

const liveStatuses = [...liveSubscriptionStatuses];

/** The workspace's live (trial, active or past-due) subscription; locked for the transaction when `lock`. */
export async function findLiveSubscription(db: Database, workspaceId: number, lock = false): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), inArray(subscriptions.status, liveStatuses)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live subscription, or else the latest that ended (expired, cancelled). */
export async function findCurrentSubscription(db: Database, workspaceId: number): Promise<SubscriptionRow | undefined> {
  const live = await findLiveSubscription(db, workspaceId);
  if (live) return live;
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.uuid))
    .limit(1);
  return latest;
}

export async function findSubscription(db: Database, uuid: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.uuid, uuid));
  return row;
}

export async function trialUsed(db: Database, workspaceId: number): Promise<boolean> {
  const [row] = await db
    .select({ uuid: subscriptions.uuid })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), sql`${subscriptions.trialStartedAt} is not null`))
    .limit(1);
  return row !== undefined;
}

export async function toSubscriptionResponse(db: Database, row: SubscriptionRow): Promise<SubscriptionResponse> {
  const [plan, [card], activeMembers, [capacity], used] = await Promise.all([
    findPlanPrice(db, row.plan),
    row.cardUuid
      ? db
          .select({ uuid: cards.uuid, brand: cards.brand, last4: cards.last4, expMonth: cards.expMonth, expYear: cards.expYear })
          .from(cards)
          .where(eq(cards.uuid, row.cardUuid))
      : Promise.resolve([]),
    countActiveMembers(db, row.workspaceId),
    db
      .select({ capacityTo: planFeatures.capacityTo })
      .from(planFeatures)
      .where(and(eq(planFeatures.planCode, row.plan), eq(planFeatures.code, 'members'))),
    row.trialStartedAt ? Promise.resolve(true) : trialUsed(db, row.workspaceId),
  ]);
  return {
    uuid: row.uuid,
    workspace_id: row.workspaceId,
    plan: row.plan,
    price_type: subscriptionPriceType(plan!, row.period),
    status: row.status,
    started_at: row.startedAt.toISOString(),
    current_period_start: row.currentPeriodStart.toISOString(),
    end_date: row.currentPeriodEnd?.toISOString() ?? null,
    trial_used: used,
    card: card
      ? { uuid: card.uuid, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear }
      : null,
    auto_renew: row.autoRenew,
    scheduled_change: row.scheduledPlan && row.currentPeriodEnd ? { plan: row.scheduledPlan, at: row.currentPeriodEnd.toISOString() } : null,
    credit_balance: row.creditBalance,
    members: { active: activeMembers, capacity_to: capacity?.capacityTo ?? null },
  };
}

export async function recordSubscriptionEvent(
  db: Database,
  subscriptionUuid: string,
  from: SubscriptionStatus | null,
  to: SubscriptionStatus,
  source: TransitionSource,
  at: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(subscriptionEvents).values({ subscriptionUuid, fromStatus: from, toStatus: to, source, detail, at });
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
  await db
    .update(subscriptions)
    .set({ status: to, autoRenew: false, nextRetryAt: null, updatedAt: now })
    .where(eq(subscriptions.uuid, live.uuid));
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
export async function activateFromPayment(
  tx: Database,
  payment: PaymentRow,
  source: TransitionSource,
  now: Date,
): Promise<SubscriptionRow> {
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
  await tx
    .update(payments)
    .set({ subscriptionUuid: subscription.uuid, periodStart: subscription.currentPeriodStart, periodEnd: subscription.currentPeriodEnd })
    .where(eq(payments.uuid, payment.uuid));
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
    const [updated] = await tx
      .update(subscriptions)
      .set({ ...fields, retryCount: 0, nextRetryAt: null })
      .where(eq(subscriptions.uuid, live.uuid))
      .returning();
    if (live.status !== 'active' || live.plan !== change.plan || live.period !== change.period) {
      await recordSubscriptionEvent(tx, live.uuid, live.status, 'active', change.source, now, detail);
    }
    return updated!;
  }
  const [inserted] = await tx
    .insert(subscriptions)
    .values({ workspaceId: change.workspaceId, userId: change.userId, startedAt: now, autoRenew: false, createdAt: now, ...fields })
    .returning();
  await recordSubscriptionEvent(tx, inserted!.uuid, null, 'active', change.source, now, detail);
  return inserted!;
}
