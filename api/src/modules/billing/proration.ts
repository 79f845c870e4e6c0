import type { Database } from '../../db/database.js';
import type { PaymentType } from '@stepwise/contracts';
import type { SubscriptionRow } from './repository/subscriptions-repository.js';
import { periodEnd } from './periods.js';
import { periodAmount, type PlanPrice } from './pricing.js';
import { findPlanPrice } from './repository/plan-prices-repository.js';

const DAY_MS = 86_400_000;

function utcDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/**
 * The unused part of a paid period's value (docs/payments.md §1): counted in calendar days (UTC), the
 * day of the change being unused, and rounded to whole roubles like every other amount.
 */
export function unusedPeriodCredit(periodValue: number, start: Date, end: Date, now: Date): number {
  const totalDays = utcDay(end) - utcDay(start);
  if (totalDays <= 0 || now >= end) return 0;
  const unusedDays = Math.min(totalDays, utcDay(end) - utcDay(now));
  return Math.round((periodValue * unusedDays) / totalDays);
}

/** Paying the plan and period a paid subscription already runs, before they end, extends them from their end. */
export function continuesSubscription(live: SubscriptionRow | undefined, plan: PlanPrice, period: PaymentType, now: Date): boolean {
  return (
    live !== undefined &&
    live.status !== 'trial' &&
    live.plan === plan.code &&
    live.period === period &&
    live.currentPeriodEnd !== null &&
    live.currentPeriodEnd > now
  );
}

/** What buying one period of a plan costs now, after the credit of the subscription it replaces. */
export interface PlanChangeQuote {
  plan: PlanPrice;
  period: PaymentType;
  /** The new period's price (per-member plans: × active members, at least 1). */
  price: number;
  /** The unused part of the current paid period; 0 when the period continues or nothing was paid. */
  credit: number;
  /** Credit left over from earlier changes. */
  balance: number;
  amountDue: number;
  /** Credit beyond the new price: it reduces the next renewals. */
  creditLeft: number;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * The proration of a plan change (docs/payments.md §1): the unused part of the live paid period, at the
 * price of its plan, plus any credit balance, is taken off the new period's price; what exceeds it
 * stays as the subscription's credit balance. The new period starts now, or at the end of the current
 * one when the same plan and period are paid again.
 */
export async function quotePlanChange(
  db: Database,
  live: SubscriptionRow | undefined,
  plan: PlanPrice,
  period: PaymentType,
  activeMembers: number,
  now: Date,
): Promise<PlanChangeQuote> {
  const price = periodAmount(plan, period, activeMembers);
  const continues = continuesSubscription(live, plan, period, now);
  let credit = 0;
  if (live && !continues && live.status === 'active' && live.currentPeriodEnd) {
    const current = await findPlanPrice(db, live.plan);
    if (current) credit = unusedPeriodCredit(periodAmount(current, live.period, activeMembers), live.currentPeriodStart, live.currentPeriodEnd, now);
  }
  const balance = live?.creditBalance ?? 0;
  const applied = Math.min(price, credit + balance);
  const start = continues ? live!.currentPeriodEnd! : now;
  return {
    plan,
    period,
    price,
    credit,
    balance,
    amountDue: price - applied,
    creditLeft: credit + balance - applied,
    periodStart: start,
    periodEnd: periodEnd(start, period),
  };
}

/**
 * The credit balance once `paid` has bought the quoted change: a payment opened earlier at another
 * amount leaves the difference (never below 0).
 */
export function creditLeftAfterPayment(quote: PlanChangeQuote, paid: number): number {
  return Math.max(0, quote.creditLeft + paid - quote.amountDue);
}
