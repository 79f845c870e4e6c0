import type { SubscriptionRow } from '../../../../db/schema/index.js';
import { declineReasonOf, paymentDescription, transitionPayment } from '../../../payments/index.js';
import { peakActiveMembersInPeriod } from '../../../workspaces/index.js';
import type { BillingDeps } from '../../billing-deps.js';
import { sendPaymentFailed, sendPaymentReceipt, sendSubscriptionExpired, sendTrialEnding } from '../../notices.js';
import { addDays, periodEnd } from '../../periods.js';
import { periodAmount } from '../../pricing.js';
import { findPlanPrice } from '../../repository/plan-prices-repository.js';
import { findRenewalCard, insertRenewalPayment } from '../../repository/renewal-payments-repository.js';
import {
  claimTrialReminders,
  expireEndedTrials,
  expireUnrenewableSubscriptions,
  findDueRenewals,
  findDueScheduledSwitches,
  moveOnChargedPeriod,
  moveOnCreditPaidPeriod,
  recordDeclinedRenewal,
} from '../../repository/renewal-subscriptions-repository.js';
import { recordSubscriptionEvent } from '../../repository/subscription-events-repository.js';
import { applyScheduledSwitch } from '../../subscribe.js';

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
  const due = await findDueRenewals(deps.db, now);
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
  const reminded = await claimTrialReminders(deps.db, now, addDays(now, TRIAL_REMINDER_DAYS));
  for (const subscription of reminded) {
    await sendTrialEnding(deps, recipient(subscription), subscription.currentPeriodEnd!);
    summary.reminded += 1;
  }
}

async function expireTrials(deps: BillingDeps, now: Date, summary: RenewalSummary): Promise<void> {
  const expired = await expireEndedTrials(deps.db, now);
  for (const subscription of expired) {
    await recordSubscriptionEvent(deps.db, subscription.uuid, 'trial', 'expired', 'job', now, { reason: 'trial_ended' });
    await sendSubscriptionExpired(deps, recipient(subscription), true);
    summary.trialsExpired += 1;
  }
}

/** Paid periods that ended with a switch to the free plan scheduled: the switch instead of a charge. */
async function applyScheduledSwitches(deps: BillingDeps, now: Date, summary: RenewalSummary): Promise<void> {
  const due = await findDueScheduledSwitches(deps.db, now);
  for (const subscription of due) {
    if (await applyScheduledSwitch(deps.db, subscription, now)) summary.switched += 1;
  }
}

/** Paid periods that ended with nothing to renew them (no card, or automatic renewal off). */
async function expireUnrenewable(deps: BillingDeps, now: Date, summary: RenewalSummary): Promise<void> {
  const expired = await expireUnrenewableSubscriptions(deps.db, now);
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
    plan.priceType === 'per_member_month' ? await peakActiveMembersInPeriod(db, subscription.workspaceId, subscription.currentPeriodStart, start) : 1;
  const price = periodAmount(plan, subscription.period, billable);
  // Credit of an earlier plan change is used first (docs/payments.md §1); only the rest is charged.
  const fromCredit = Math.min(subscription.creditBalance, price);
  const amount = price - fromCredit;
  if (amount === 0) return (await renewFromCredit(deps, subscription, fromCredit, now)) ? 'renewed' : 'skipped';
  const card = await findRenewalCard(db, subscription.cardUuid!);
  if (!card) return 'skipped';

  const payment = await insertRenewalPayment(db, {
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
  });
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
      await transitionPayment(
        tx,
        payment.uuid,
        'charged',
        'job',
        { transaction_id: transactionId, renewal: true },
        {
          set: { providerTransactionId: transactionId },
          log: deps.log,
          now,
        },
      );
      const renewed = await moveOnChargedPeriod(tx, subscription.uuid, { start, end, fromCredit }, now);
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
    const moved = await recordDeclinedRenewal(
      tx,
      subscription,
      start,
      lastAttempt ? { expired: true } : { expired: false, retryCount: attempt + 1, nextRetryAt },
      now,
    );
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

/**
 * A next period paid wholly by the credit balance: no charge, the period moves on and the balance
 * shrinks. Claimed on the period's end like a charge, so it happens once.
 */
async function renewFromCredit(deps: BillingDeps, subscription: SubscriptionRow, fromCredit: number, now: Date): Promise<boolean> {
  const start = subscription.currentPeriodEnd!;
  const end = periodEnd(start, subscription.period);
  return deps.db.transaction(async (tx) => {
    const renewed = await moveOnCreditPaidPeriod(tx, subscription.uuid, { start, end, fromCredit }, now);
    if (!renewed) return false;
    await recordSubscriptionEvent(tx, subscription.uuid, subscription.status, 'active', 'job', now, { credit_applied: fromCredit, period_end: end });
    return true;
  });
}
