import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { cards, payments, subscriptions, type SubscriptionRow } from '../../../../db/schema/index.js';
import { declineReasonOf, paymentDescription, transitionPayment } from '../../../payments/index.js';
import { peakActiveMembersInPeriod } from '../../../workspaces/index.js';
import type { BillingDeps } from '../../billing-deps.js';
import { sendPaymentFailed, sendPaymentReceipt, sendSubscriptionExpired, sendTrialEnding } from '../../notices.js';
import { addDays, periodEnd } from '../../periods.js';
import { findPlanPrice, periodAmount } from '../../pricing.js';
import { applyScheduledSwitch } from '../../subscribe.js';
import { recordSubscriptionEvent } from '../../subscriptions.js';

/** Days after the billing day on which a declined renewal is tried again; after the last one it expires. */
export const RETRY_DAYS = [1, 3, 7] as const;
/** A trial's reminder goes out this many days before it ends. */
export const TRIAL_REMINDER_DAYS = 3;

export interface RenewalSummary {
  reminded: number;
  trialsExpired: number;
  renewed: number;
  failed: number;
  expired: number;
  /** Paid periods that ended with a switch to the free plan scheduled, now on the free plan. */
  switched: number;
}

/**
 * One pass of the renewal job (docs/payments.md §5) at `now`. Safe to run in several processes at once:
 * every step claims its work with a conditional update or a unique insert, so each reminder, expiry and
 * charge happens once.
 */
export async function runRenewals(deps: BillingDeps, now: Date): Promise<RenewalSummary> {
  const summary: RenewalSummary = { reminded: 0, trialsExpired: 0, renewed: 0, failed: 0, expired: 0, switched: 0 };
  await remindTrials(deps, now, summary);
  await expireTrials(deps, now, summary);
  await applyScheduledSwitches(deps, now, summary);
  await expireUnrenewable(deps, now, summary);
  const due = await deps.db
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
  for (const subscription of due) {
    try {
      const outcome = await renew(deps, subscription, now);
      if (outcome === 'renewed') summary.renewed += 1;
      if (outcome === 'failed') summary.failed += 1;
      if (outcome === 'expired') summary.expired += 1;
    } catch (error) {
      deps.log.error({ err: error, subscription: subscription.uuid }, 'renewal failed');
    }
  }
  return summary;
}

function recipient(subscription: SubscriptionRow) {
  return { userId: subscription.userId, workspaceId: subscription.workspaceId, planCode: subscription.plan };
}

async function remindTrials(deps: BillingDeps, now: Date, summary: RenewalSummary): Promise<void> {
  const reminded = await deps.db
    .update(subscriptions)
    .set({ trialReminderSentAt: now })
    .where(
      and(
        eq(subscriptions.status, 'trial'),
        isNull(subscriptions.trialReminderSentAt),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, addDays(now, TRIAL_REMINDER_DAYS)),
      ),
    )
    .returning();
  for (const subscription of reminded) {
    await sendTrialEnding(deps, recipient(subscription), subscription.currentPeriodEnd!);
    summary.reminded += 1;
  }
}

async function expireTrials(deps: BillingDeps, now: Date, summary: RenewalSummary): Promise<void> {
  const expired = await deps.db
    .update(subscriptions)
    .set({ status: 'expired', autoRenew: false, updatedAt: now })
    .where(and(eq(subscriptions.status, 'trial'), lte(subscriptions.currentPeriodEnd, now)))
    .returning();
  for (const subscription of expired) {
    await recordSubscriptionEvent(deps.db, subscription.uuid, 'trial', 'expired', 'job', now, { reason: 'trial_ended' });
    await sendSubscriptionExpired(deps, recipient(subscription), true);
    summary.trialsExpired += 1;
  }
}

/** Paid periods that ended with a switch to the free plan scheduled: the switch instead of a charge. */
async function applyScheduledSwitches(deps: BillingDeps, now: Date, summary: RenewalSummary): Promise<void> {
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due']),
        isNotNull(subscriptions.scheduledPlan),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const subscription of due) {
    if (await applyScheduledSwitch(deps.db, subscription, now)) summary.switched += 1;
  }
}

/** Paid periods that ended with nothing to renew them (no card, or automatic renewal off). */
async function expireUnrenewable(deps: BillingDeps, now: Date, summary: RenewalSummary): Promise<void> {
  const expired = await deps.db
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
  for (const subscription of expired) {
    await recordSubscriptionEvent(deps.db, subscription.uuid, null, 'expired', 'job', now, { reason: 'not_renewable' });
    await sendSubscriptionExpired(deps, recipient(subscription), false);
    summary.expired += 1;
  }
}

/**
 * Charges the next period of one subscription. The renewal payment is inserted with the unique key
 * (subscription, period start, attempt) first; only the process whose insert went in charges.
 */
async function renew(deps: BillingDeps, subscription: SubscriptionRow, now: Date): Promise<'renewed' | 'failed' | 'expired' | 'skipped'> {
  const { db } = deps;
  const attempt = subscription.status === 'past_due' ? subscription.retryCount : 0;
  const start = subscription.currentPeriodEnd!;
  const end = periodEnd(start, subscription.period);
  const plan = (await findPlanPrice(db, subscription.plan))!;
  const billable =
    plan.priceType === 'per_member_month'
      ? await peakActiveMembersInPeriod(db, subscription.workspaceId, subscription.currentPeriodStart, start)
      : 1;
  const price = periodAmount(plan, subscription.period, billable);
  // Credit of an earlier plan change is used first (docs/payments.md §1); only the rest is charged.
  const fromCredit = Math.min(subscription.creditBalance, price);
  const amount = price - fromCredit;
  if (amount === 0) return (await renewFromCredit(deps, subscription, fromCredit, now)) ? 'renewed' : 'skipped';
  const [card] = await db
    .select({ uuid: cards.uuid, token: cards.providerToken })
    .from(cards)
    .where(and(eq(cards.uuid, subscription.cardUuid!), isNull(cards.deletedAt)));
  if (!card) return 'skipped';

  const [payment] = await db
    .insert(payments)
    .values({
      userId: subscription.userId,
      workspaceId: subscription.workspaceId,
      status: 'pending',
      paymentType: subscription.period,
      rate: subscription.plan,
      amount,
      method: 'card',
      source: 'job',
      subscriptionUuid: subscription.uuid,
      periodStart: start,
      periodEnd: end,
      attempt,
      cardUuid: card.uuid,
      chargeClaimedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) return 'skipped';

  const result = await deps.gateway.chargeToken({
    amount,
    currency: 'RUB',
    accountId: String(subscription.userId),
    token: card.token,
    invoiceId: payment.uuid,
    description: paymentDescription(subscription.plan, subscription.period, `#${subscription.workspaceId}`),
  });
  const transactionId = result.outcome === 'failed' ? null : (result.transaction?.TransactionId ?? null);

  if (result.outcome === 'approved') {
    await db.transaction(async (tx) => {
      await transitionPayment(tx, payment.uuid, 'charged', 'job', { transaction_id: transactionId, renewal: true }, {
        set: { providerTransactionId: transactionId },
        log: deps.log,
        now,
      });
      const [renewed] = await tx
        .update(subscriptions)
        .set({
          ...periodMovedOn(start, end, now),
          // The card is charged already: a balance changed meanwhile must not fail this update.
          creditBalance: sql`greatest(${subscriptions.creditBalance} - ${fromCredit}, 0)`,
        })
        .where(and(eq(subscriptions.uuid, subscription.uuid), eq(subscriptions.currentPeriodEnd, start)))
        .returning();
      if (renewed && (subscription.status !== 'active' || fromCredit > 0)) {
        const detail = { payment: payment.uuid, ...(fromCredit > 0 && { credit_applied: fromCredit }) };
        await recordSubscriptionEvent(tx, subscription.uuid, subscription.status, 'active', 'job', now, detail);
      }
    });
    await sendPaymentReceipt(deps, recipient(subscription), amount, end);
    return 'renewed';
  }

  const reasonCode = result.outcome === 'declined' ? result.reasonCode : null;
  if (result.outcome === 'failed') {
    deps.log.error({ payment: payment.uuid, processed: result.processed, reason: result.message }, 'renewal charge failed');
  }
  const lastAttempt = attempt >= RETRY_DAYS.length;
  const nextRetryAt = lastAttempt ? null : addDays(start, RETRY_DAYS[attempt]!);
  await db.transaction(async (tx) => {
    await transitionPayment(
      tx,
      payment.uuid,
      'declined',
      'job',
      { transaction_id: transactionId, reason_code: reasonCode, renewal: true, ...(result.outcome === 'failed' && { error: result.message }) },
      {
        set: { providerTransactionId: transactionId, declineReasonCode: reasonCode, declineReason: declineReasonOf(reasonCode) },
        log: deps.log,
        now,
      },
    );
    const to = lastAttempt ? 'expired' : 'past_due';
    const [moved] = await tx
      .update(subscriptions)
      .set(
        lastAttempt
          ? { status: 'expired', autoRenew: false, nextRetryAt: null, updatedAt: now }
          : { status: 'past_due', retryCount: attempt + 1, nextRetryAt, updatedAt: now },
      )
      .where(
        and(
          eq(subscriptions.uuid, subscription.uuid),
          eq(subscriptions.currentPeriodEnd, start),
          eq(subscriptions.retryCount, subscription.retryCount),
        ),
      )
      .returning();
    if (moved && subscription.status !== to) {
      await recordSubscriptionEvent(tx, subscription.uuid, subscription.status, to, 'job', now, { payment: payment.uuid });
    }
  });
  if (lastAttempt) {
    await sendSubscriptionExpired(deps, recipient(subscription), false);
    return 'expired';
  }
  await sendPaymentFailed(deps, recipient(subscription), amount, nextRetryAt);
  return 'failed';
}

/** What a renewed subscription becomes, whether its card or its credit paid: active, in its next period, retries reset. */
function periodMovedOn(start: Date, end: Date, now: Date) {
  return { status: 'active' as const, currentPeriodStart: start, currentPeriodEnd: end, retryCount: 0, nextRetryAt: null, updatedAt: now };
}

/**
 * A next period paid wholly by the credit balance: no charge, the period moves on and the balance
 * shrinks. Claimed on the period's end like a charge, so it happens once.
 */
async function renewFromCredit(deps: BillingDeps, subscription: SubscriptionRow, fromCredit: number, now: Date): Promise<boolean> {
  const start = subscription.currentPeriodEnd!;
  const end = periodEnd(start, subscription.period);
  return deps.db.transaction(async (tx) => {
    const [renewed] = await tx
      .update(subscriptions)
      .set({ ...periodMovedOn(start, end, now), creditBalance: sql`${subscriptions.creditBalance} - ${fromCredit}` })
      .where(and(eq(subscriptions.uuid, subscription.uuid), eq(subscriptions.currentPeriodEnd, start), gte(subscriptions.creditBalance, fromCredit)))
      .returning();
    if (!renewed) return false;
    await recordSubscriptionEvent(tx, subscription.uuid, subscription.status, 'active', 'job', now, { credit_applied: fromCredit, period_end: end });
    return true;
  });
}
