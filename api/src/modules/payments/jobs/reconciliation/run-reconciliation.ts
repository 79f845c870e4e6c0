import type { PaymentsDeps } from '../../payments-deps.js';
import type { ProviderTransaction } from '../../gateway/payment-gateway.js';
import { raisePaymentAlert } from '../../repository/payment-alerts-repository.js';
import { listReversedTransactionIds } from '../../repository/capture-reversals-repository.js';
import { listChargedCardPaymentsSince } from '../../repository/charged-card-payments-repository.js';
import { retryDueReversals } from '../../reverse-capture.js';
import { settleCapture } from '../../settle-capture.js';

/** The job looks at the provider's transactions of this many UTC days, today included. */
export const RECONCILE_DAYS = 3;

export interface ReconciliationSummary {
  /** Provider transactions looked at. */
  transactions: number;
  /** Payments charged or authorised from a capture the API had missed. */
  settled: number;
  /** Captures no payment accepts, voided or refunded now. */
  reversed: number;
  /** Earlier reversals that failed or were interrupted, tried again. */
  retried: number;
  /** Charged payments without a completed capture at the provider (alerted). */
  missing: number;
}

const DAY_MS = 86_400_000;

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

function utcDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => daysBefore(now, index).toISOString().slice(0, 10)).reverse();
}

function isCapture(transaction: ProviderTransaction): boolean {
  return (transaction.Status === 'Completed' && !transaction.Refunded) || transaction.Status === 'Authorized';
}

/**
 * One pass of the reconciliation job (docs/operations.md, "Reconciliation") at the clock's now: compares
 * the provider's transactions of the last RECONCILE_DAYS days with our payments. A capture a pending
 * payment matches settles it (its notification was missed); a capture no payment accepts is voided or
 * refunded and recorded; a charged card payment whose capture the provider does not show is alerted.
 * Safe to run in several processes at once: settling locks the payment row, a reversal is claimed by
 * its unique row, a retry by a conditional update, an alert by its unique key.
 */
export async function runReconciliation(deps: PaymentsDeps): Promise<ReconciliationSummary> {
  const summary: ReconciliationSummary = { transactions: 0, settled: 0, reversed: 0, retried: 0, missing: 0 };
  const now = deps.clock.now();
  summary.retried = (await retryDueReversals(deps)).length;

  const listed = new Map<number, ProviderTransaction>();
  for (const day of utcDays(now, RECONCILE_DAYS)) {
    const result = await deps.gateway.listDay(day);
    if (result.outcome === 'failed') throw new Error(`payments/list of ${day} failed: ${result.message}`);
    for (const transaction of result.transactions) listed.set(transaction.TransactionId, transaction);
  }
  summary.transactions = listed.size;

  const reversedAlready = new Set(await listReversedTransactionIds(deps.db));
  for (const transaction of listed.values()) {
    if (!isCapture(transaction) || reversedAlready.has(transaction.TransactionId)) continue;
    const settled = await settleCapture(deps, { transaction, source: 'job' });
    if (settled.kind === 'accepted') summary.settled += 1;
    if (settled.kind === 'stray') summary.reversed += 1;
  }

  summary.missing = await alertMissingCaptures(deps, listed, daysBefore(now, RECONCILE_DAYS));
  return summary;
}

/** Card payments charged since `since` whose transaction is not a completed, unrefunded capture of theirs. */
async function alertMissingCaptures(deps: PaymentsDeps, listed: Map<number, ProviderTransaction>, since: Date): Promise<number> {
  const charged = await listChargedCardPaymentsSince(deps.db, since);
  let missing = 0;
  for (const payment of charged) {
    const transactionId = payment.providerTransactionId!;
    let transaction = listed.get(transactionId);
    if (!transaction) {
      const looked = await deps.gateway.lookup(transactionId);
      if (looked.outcome === 'failed') throw new Error(`payments/get of ${transactionId} failed: ${looked.message}`);
      transaction = looked.outcome === 'found' ? looked.transaction : undefined;
    }
    const captured =
      transaction !== undefined &&
      transaction.Status === 'Completed' &&
      !transaction.Refunded &&
      transaction.InvoiceId === payment.uuid &&
      Number(transaction.Amount) === payment.amount;
    if (captured) continue;
    missing += 1;
    await raisePaymentAlert(deps, {
      kind: 'capture_missing',
      dedupeKey: `capture_missing:${payment.uuid}:${transactionId}`,
      paymentUuid: payment.uuid,
      transactionId,
      detail: { provider_status: transaction?.Status ?? 'not_found', refunded: transaction?.Refunded ?? false, amount: payment.amount },
    });
  }
  return missing;
}
