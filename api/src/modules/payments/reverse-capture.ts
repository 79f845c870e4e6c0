import type { PaymentsDeps } from './payments-deps.js';
import type { CaptureReversalRow, ReversalReason, TransitionSource } from '../../db/schema/index.js';
import type { ProviderTransaction } from './gateway/payment-gateway.js';
import { raisePaymentAlert } from './repository/payment-alerts-repository.js';
import {
  claimCaptureReversal,
  findCaptureReversal,
  findDueReversalIds,
  markReversalDone,
  markReversalFailed,
  reclaimDueReversal,
} from './repository/capture-reversals-repository.js';

/** A reversal whose process has not finished it in this time may be taken over (the reconciliation job retries it). */
export const REVERSAL_LEASE_MS = 5 * 60_000;

export interface StrayCapture {
  transaction: ProviderTransaction;
  reason: ReversalReason;
  paymentUuid: string | null;
  source: TransitionSource;
}

/**
 * Voids (a hold) or refunds (a completed payment) a provider capture the API did not accept, and
 * records it in capture_reversals. The row is inserted first: of several processes that find the same
 * capture, only the one whose insert went in asks the provider. Returns the row as it ends up.
 */
export async function reverseCapture(deps: PaymentsDeps, stray: StrayCapture): Promise<CaptureReversalRow> {
  const { transaction } = stray;
  const now = deps.clock.now();
  const claimed = await claimCaptureReversal(deps.db, {
    transactionId: transaction.TransactionId,
    paymentUuid: stray.paymentUuid,
    invoiceId: transaction.InvoiceId,
    accountId: transaction.AccountId,
    amount: Number(transaction.Amount),
    currency: transaction.Currency,
    action: transaction.Status === 'Authorized' ? 'void' : 'refund',
    reason: stray.reason,
    source: stray.source,
    attempts: 1,
    detail: { status: transaction.Status },
    createdAt: now,
    claimedAt: now,
  });
  if (!claimed) return (await findCaptureReversal(deps.db, transaction.TransactionId))!;
  return askProvider(deps, claimed, transaction);
}

/**
 * Reversals that failed, or whose process stopped before the provider answered, claimed again by
 * this process (a conditional update on claimed_at, so two instances never both retry one).
 */
export async function retryDueReversals(deps: PaymentsDeps): Promise<CaptureReversalRow[]> {
  const now = deps.clock.now();
  const leaseExpiredBefore = new Date(now.getTime() - REVERSAL_LEASE_MS);
  const due = await findDueReversalIds(deps.db, leaseExpiredBefore);
  const retried: CaptureReversalRow[] = [];
  for (const id of due) {
    const reclaimed = await reclaimDueReversal(deps.db, id, leaseExpiredBefore, now);
    if (!reclaimed) continue;
    const looked = await deps.gateway.lookup(reclaimed.transactionId);
    if (looked.outcome === 'failed') {
      await markFailed(deps, reclaimed, looked.message);
      continue;
    }
    if (looked.outcome === 'not_found') {
      await markFailed(deps, reclaimed, 'the provider does not know the transaction');
      continue;
    }
    retried.push(await askProvider(deps, reclaimed, looked.transaction));
  }
  return retried;
}

/** Whether nothing of the transaction is left to give back. */
function alreadyReversed(transaction: ProviderTransaction): boolean {
  return transaction.Status === 'Cancelled' || transaction.Status === 'Declined' || transaction.Refunded === true;
}

async function askProvider(deps: PaymentsDeps, row: CaptureReversalRow, transaction: ProviderTransaction): Promise<CaptureReversalRow> {
  if (alreadyReversed(transaction)) return markDone(deps, row, null, row.action);
  const action = transaction.Status === 'Authorized' ? 'void' : 'refund';
  if (action === 'void') {
    const result = await deps.gateway.void(row.transactionId);
    if (result.outcome === 'approved') return markDone(deps, row, null, action);
    return markFailed(deps, row, result.outcome === 'failed' ? result.message : (result.message ?? 'void refused'));
  }
  const result = await deps.gateway.refund(row.transactionId, Number(transaction.Amount));
  if (result.outcome === 'approved') return markDone(deps, row, result.refundTransactionId, action);
  return markFailed(deps, row, result.message ?? 'refund refused');
}

async function markDone(deps: PaymentsDeps, row: CaptureReversalRow, refundTransactionId: number | null, action: CaptureReversalRow['action']) {
  const done = await markReversalDone(deps.db, row.id, { action, refundTransactionId, doneAt: deps.clock.now() });
  deps.log.warn(
    { transaction: row.transactionId, payment: row.paymentUuid, reason: row.reason, action, amount: row.amount },
    'capture not accepted: reversed at the provider',
  );
  return done;
}

async function markFailed(deps: PaymentsDeps, row: CaptureReversalRow, error: string) {
  const failed = await markReversalFailed(deps.db, row.id, error);
  await raisePaymentAlert(deps, {
    kind: 'reversal_failed',
    dedupeKey: `reversal_failed:${row.transactionId}`,
    paymentUuid: row.paymentUuid,
    transactionId: row.transactionId,
    detail: { reason: row.reason, action: row.action, amount: row.amount, error },
  });
  return failed;
}
