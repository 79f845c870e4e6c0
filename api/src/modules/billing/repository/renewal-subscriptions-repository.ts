import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { subscriptions, type SubscriptionRow } from '../../../db/schema/index.js';

/**
 * The renewal job's subscription queries. Each change is a conditional update, so a row is claimed by
 * one run however many race.
 */

/** Subscriptions to charge now: renewing automatically with a card, period ended or retry due, no switch scheduled. */
export async function findDueRenewals(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.autoRenew, true),
        sql`${subscriptions.cardUuid} is not null`,
        ne(subscriptions.plan, 'free'),
        isNull(subscriptions.scheduledPlan),
        or(
          and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextRetryAt, now)),
        ),
      ),
    );
}

/** Trials ending by `remindBy` whose reminder is not sent yet, marked as reminded at `now`. */
export async function claimTrialReminders(db: Database, now: Date, remindBy: Date): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ trialReminderSentAt: now })
    .where(
      and(
        eq(subscriptions.status, 'trial'),
        isNull(subscriptions.trialReminderSentAt),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, remindBy),
      ),
    )
    .returning();
}

/** Trials that ended, now expired. */
export async function expireEndedTrials(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ status: 'expired', autoRenew: false, updatedAt: now })
    .where(and(eq(subscriptions.status, 'trial'), lte(subscriptions.currentPeriodEnd, now)))
    .returning();
}

/** Paid periods that ended with a switch to another plan scheduled. */
export async function findDueScheduledSwitches(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'past_due']), isNotNull(subscriptions.scheduledPlan), lte(subscriptions.currentPeriodEnd, now)));
}

/** Paid periods that ended with nothing to renew them (no card, or automatic renewal off), now expired. */
export async function expireUnrenewableSubscriptions(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ status: 'expired', autoRenew: false, nextRetryAt: null, updatedAt: now })
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
        isNull(subscriptions.scheduledPlan),
        or(eq(subscriptions.autoRenew, false), isNull(subscriptions.cardUuid)),
        or(eq(subscriptions.status, 'active'), isNull(subscriptions.nextRetryAt), lte(subscriptions.nextRetryAt, now)),
      ),
    )
    .returning();
}

/** What a renewed subscription becomes, whether its card or its credit paid: active, in its next period, retries reset. */
function periodMovedOn(start: Date, end: Date, now: Date) {
  return { status: 'active' as const, currentPeriodStart: start, currentPeriodEnd: end, retryCount: 0, nextRetryAt: null, updatedAt: now };
}

/**
 * A charged renewal: the period moves on to `start`–`end` if it still ends at `start`. The credit used
 * comes off the balance but never below 0 (the card is charged already: a balance changed meanwhile
 * must not fail this update).
 */
export async function moveOnChargedPeriod(
  tx: Database,
  uuid: string,
  period: { start: Date; end: Date; fromCredit: number },
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [renewed] = await tx
    .update(subscriptions)
    .set({
      ...periodMovedOn(period.start, period.end, now),
      creditBalance: sql`greatest(${subscriptions.creditBalance} - ${period.fromCredit}, 0)`,
    })
    .where(and(eq(subscriptions.uuid, uuid), eq(subscriptions.currentPeriodEnd, period.start)))
    .returning();
  return renewed;
}

/** A next period paid wholly by the credit balance, if the period still ends at `start` and the balance covers it. */
export async function moveOnCreditPaidPeriod(
  tx: Database,
  uuid: string,
  period: { start: Date; end: Date; fromCredit: number },
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [renewed] = await tx
    .update(subscriptions)
    .set({ ...periodMovedOn(period.start, period.end, now), creditBalance: sql`${subscriptions.creditBalance} - ${period.fromCredit}` })
    .where(and(eq(subscriptions.uuid, uuid), eq(subscriptions.currentPeriodEnd, period.start), gte(subscriptions.creditBalance, period.fromCredit)))
    .returning();
  return renewed;
}

/**
 * A declined renewal: past due with the next retry, or expired after the last attempt; only while the
 * period still ends at `periodEnd` and no other run counted this attempt.
 */
export async function recordDeclinedRenewal(
  tx: Database,
  subscription: Pick<SubscriptionRow, 'uuid' | 'retryCount'>,
  periodEnd: Date,
  outcome: { expired: true } | { expired: false; retryCount: number; nextRetryAt: Date | null },
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [moved] = await tx
    .update(subscriptions)
    .set(
      outcome.expired
        ? { status: 'expired', autoRenew: false, nextRetryAt: null, updatedAt: now }
        : { status: 'past_due', retryCount: outcome.retryCount, nextRetryAt: outcome.nextRetryAt, updatedAt: now },
    )
    .where(and(eq(subscriptions.uuid, subscription.uuid), eq(subscriptions.currentPeriodEnd, periodEnd), eq(subscriptions.retryCount, subscription.retryCount)))
    .returning();
  return moved;
}
