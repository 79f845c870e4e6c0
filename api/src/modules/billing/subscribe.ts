import type { Database } from '../../db/database.js';
import type { PaymentType, PlanCode, SubscriptionRow, TransitionSource } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../platform/database-errors/unique-violation.js';
import { addDays, TRIAL_DAYS } from './periods.js';
import type { PlanPrice } from './pricing.js';
import { quotePlanChange } from './proration.js';
import { recordSubscriptionEvent } from './repository/subscription-events-repository.js';
import { claimScheduledFreeSwitch, findLiveSubscription, insertSubscription, trialUsed, updateSubscription } from './repository/subscriptions-repository.js';
import { applyPlanChange, endLiveSubscription } from './subscriptions.js';

function subscriptionExists(): AppError {
  return new AppError(409, 'subscription_exists', 'The workspace already has a paid subscription or a trial');
}

/** A paid period that is running: switching away from it waits for its end. */
function paidPeriodRuns(live: SubscriptionRow, now: Date): boolean {
  return live.status === 'active' && live.plan !== 'free' && live.currentPeriodEnd !== null && live.currentPeriodEnd > now;
}

async function insertFreeSubscription(tx: Database, workspaceId: number, userId: number, now: Date, source: TransitionSource): Promise<SubscriptionRow> {
  const created = await insertSubscription(tx, {
    workspaceId,
    userId,
    plan: 'free',
    period: 'monthly',
    status: 'active',
    startedAt: now,
    currentPeriodStart: now,
    currentPeriodEnd: null,
    autoRenew: false,
    createdAt: now,
    updatedAt: now,
  });
  await recordSubscriptionEvent(tx, created.uuid, null, 'active', source, now);
  return created;
}

export interface FreeSubscription {
  subscription: SubscriptionRow;
  /** The paid period runs on: the switch happens at its end (the renewal job applies it). */
  scheduled: boolean;
}

/**
 * The free plan: no payment, no end. Over a running paid period it is scheduled for the period's end
 * (nothing paid is lost, nothing more is charged); over anything else (none, a trial, a past-due or
 * ended subscription) it is active at once.
 */
export async function subscribeFree(db: Database, workspaceId: number, userId: number, now: Date): Promise<FreeSubscription> {
  return db.transaction(async (tx) => {
    const live = await findLiveSubscription(tx, workspaceId, true);
    if (live?.plan === 'free') return { subscription: live, scheduled: false };
    if (live && paidPeriodRuns(live, now)) {
      const updated = await updateSubscription(tx, live.uuid, { scheduledPlan: 'free', updatedAt: now });
      if (live.scheduledPlan !== 'free') {
        await recordSubscriptionEvent(tx, live.uuid, live.status, live.status, 'user', now, { scheduled_plan: 'free', at: live.currentPeriodEnd });
      }
      return { subscription: updated!, scheduled: true };
    }
    if (live) await endLiveSubscription(tx, live, 'cancelled', 'user', now, { replaced_by: 'free' });
    return { subscription: await insertFreeSubscription(tx, workspaceId, userId, now, 'user'), scheduled: false };
  });
}

/** Drops the subscription's scheduled switch to another plan: it renews as before. */
export async function cancelScheduledChange(db: Database, subscription: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  if (!subscription.scheduledPlan) return subscription;
  return db.transaction(async (tx) => {
    const updated = await updateSubscription(tx, subscription.uuid, { scheduledPlan: null, updatedAt: now });
    await recordSubscriptionEvent(tx, subscription.uuid, subscription.status, updated!.status, 'user', now, { scheduled_plan: null });
    return updated!;
  });
}

/**
 * The renewal job's part: a subscription whose period ended with a switch to the free plan scheduled
 * ends (cancelled) and the free plan starts. Claimed with a conditional update, so it happens once
 * however many runs race; false when another run got there first.
 */
export async function applyScheduledSwitch(db: Database, subscription: SubscriptionRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await claimScheduledFreeSwitch(tx, subscription.uuid, now);
    if (!ended) return false;
    await recordSubscriptionEvent(tx, ended.uuid, subscription.status, 'cancelled', 'job', now, { reason: 'scheduled_change', replaced_by: 'free' });
    await insertFreeSubscription(tx, ended.workspaceId, ended.userId, now, 'job');
    return true;
  });
}

export interface CreditedChange {
  workspaceId: number;
  userId: number;
  plan: PlanPrice;
  period: PaymentType;
  activeMembers: number;
  now: Date;
}

/**
 * A paid plan bought with credit alone (docs/payments.md §1): when the unused part of the current
 * period and the credit balance cover the new price, the change needs no payment. Undefined when
 * something is due.
 */
export async function changePlanWithCredit(db: Database, change: CreditedChange): Promise<SubscriptionRow | undefined> {
  return db.transaction(async (tx) => {
    const live = await findLiveSubscription(tx, change.workspaceId, true);
    const quote = await quotePlanChange(tx, live, change.plan, change.period, change.activeMembers, change.now);
    if (quote.amountDue > 0) return undefined;
    return applyPlanChange(tx, {
      workspaceId: change.workspaceId,
      userId: change.userId,
      plan: change.plan.code,
      period: change.period,
      paid: 0,
      cardUuid: null,
      source: 'user',
      now: change.now,
      detail: { covered_by: 'credit' },
    });
  });
}

/**
 * The workspace's one trial: 30 days of a paid plan without a card. Only over nothing or the free
 * plan (409 subscription_exists otherwise); a second trial is 409 trial_already_used, also when two
 * requests race (the partial unique index on trial_started_at decides).
 */
export async function startTrial(db: Database, workspaceId: number, userId: number, plan: PlanCode, now: Date): Promise<SubscriptionRow> {
  try {
    return await db.transaction(async (tx) => {
      if (await trialUsed(tx, workspaceId)) throw trialAlreadyUsed();
      const live = await findLiveSubscription(tx, workspaceId, true);
      if (live && live.plan !== 'free') throw subscriptionExists();
      if (live) await endLiveSubscription(tx, live, 'cancelled', 'user', now, { replaced_by: 'trial' });
      const created = await insertSubscription(tx, {
        workspaceId,
        userId,
        plan,
        period: 'monthly',
        status: 'trial',
        startedAt: now,
        currentPeriodStart: now,
        currentPeriodEnd: addDays(now, TRIAL_DAYS),
        trialStartedAt: now,
        autoRenew: false,
        createdAt: now,
        updatedAt: now,
      });
      await recordSubscriptionEvent(tx, created.uuid, null, 'trial', 'user', now);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw trialAlreadyUsed();
    throw error;
  }
}

function trialAlreadyUsed(): AppError {
  return new AppError(409, 'trial_already_used', 'This workspace has had its trial already');
}

/** Pays the subscription with another of the user's cards from now on; automatic renewal is back on. */
export async function changeSubscriptionCard(db: Database, uuid: string, cardUuid: string, now: Date): Promise<SubscriptionRow> {
  return (await updateSubscription(db, uuid, { cardUuid, autoRenew: true, updatedAt: now }))!;
}
