import { eq } from 'drizzle-orm';
import { sqlState, UNIQUE_VIOLATION, type Database } from '../db/database.js';
import { subscriptions, type PlanCode, type SubscriptionRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { addDays, TRIAL_DAYS } from './periods.js';
import { endLiveSubscription, findLiveSubscription, recordSubscriptionEvent, trialUsed } from './subscriptions.js';

function subscriptionExists(): AppError {
  return new AppError(409, 'subscription_exists', 'The workspace already has a paid subscription or a trial');
}

/** The free plan: active at once, no payment, no end. It replaces a live subscription of any plan. */
export async function subscribeFree(db: Database, workspaceId: number, userId: number, now: Date): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    const live = await findLiveSubscription(tx, workspaceId, true);
    if (live?.plan === 'free') return live;
    if (live) await endLiveSubscription(tx, live, 'cancelled', 'user', now, { replaced_by: 'free' });
    const [created] = await tx
      .insert(subscriptions)
      .values({
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
      })
      .returning();
    await recordSubscriptionEvent(tx, created!.uuid, null, 'active', 'user', now);
    return created!;
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
      const [created] = await tx
        .insert(subscriptions)
        .values({
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
        })
        .returning();
      await recordSubscriptionEvent(tx, created!.uuid, null, 'trial', 'user', now);
      return created!;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw trialAlreadyUsed();
    throw error;
  }
}

function trialAlreadyUsed(): AppError {
  return new AppError(409, 'trial_already_used', 'This workspace has had its trial already');
}

/** Pays the subscription with another of the user's cards from now on; automatic renewal is back on. */
export async function changeSubscriptionCard(db: Database, uuid: string, cardUuid: string, now: Date): Promise<SubscriptionRow> {
  const [updated] = await db
    .update(subscriptions)
    .set({ cardUuid, autoRenew: true, updatedAt: now })
    .where(eq(subscriptions.uuid, uuid))
    .returning();
  return updated!;
}
