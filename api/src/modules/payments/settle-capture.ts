import { saveProviderCard } from '../cards/index.js';
import type { Database } from '../../db/database.js';
import type { PaymentRow, PaymentStatus, ReversalReason, TransitionSource } from '../../db/schema/index.js';
import { isUuid } from '@stepwise/contracts';
import type { AfterCommit } from './payment-settlement.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { ProviderTransaction } from './gateway/payment-gateway.js';
import { pathTo } from './payment-state-machine.js';
import { reverseCapture } from './reverse-capture.js';
import { transitionPayment } from './repository/payment-transitions-repository.js';
import { findPaymentForUpdate } from './repository/payment-lookup-repository.js';

/** What a payment makes of a capture (a Completed or Authorized transaction) that names it. */
export type CaptureVerdict =
  /** The payment's first capture (or the completion of its own hold): it moves to `target`. */
  | { verdict: 'accept'; target: PaymentStatus }
  /** The payment took this very capture already. */
  | { verdict: 'already' }
  /** Any other capture: it must be voided or refunded. */
  | { verdict: 'stray'; reason: ReversalReason };

/** States in which a payment holds the capture it accepted. */
const holdingStates: readonly PaymentStatus[] = ['authorized', 'confirm_pending', 'charged', 'cancel_pending', 'cancelled'];

/**
 * docs/payments.md §3: one payment is at most one capture. The first capture that matches the payment
 * (amount, currency, account) while it is pending is accepted; every other one is stray.
 */
export function judgeCapture(payment: PaymentRow, transaction: ProviderTransaction): CaptureVerdict {
  const completed = transaction.Status === 'Completed';
  if (payment.providerTransactionId === transaction.TransactionId) {
    if (payment.status === 'authorized' && completed) return { verdict: 'accept', target: 'charged' };
    if (holdingStates.includes(payment.status)) return { verdict: 'already' };
  }
  if (transaction.Currency !== payment.currency) return { verdict: 'stray', reason: 'wrong_currency' };
  if ((transaction.AccountId ?? '').trim() !== String(payment.userId)) return { verdict: 'stray', reason: 'wrong_account' };
  if (Number(transaction.Amount) !== payment.amount) return { verdict: 'stray', reason: 'wrong_amount' };
  if (payment.status === 'pending') return { verdict: 'accept', target: completed ? 'charged' : 'authorized' };
  return { verdict: 'stray', reason: payment.status === 'declined' || payment.status === 'cancelled' ? 'late' : 'duplicate' };
}

export type SettleOutcome =
  | { kind: 'accepted'; payment: PaymentRow }
  | { kind: 'already'; payment: PaymentRow }
  | { kind: 'stray'; reason: ReversalReason; payment: PaymentRow | null }
  /** `claim` answered false: someone else handles this capture. */
  | { kind: 'skipped' };

export interface CaptureToSettle {
  transaction: ProviderTransaction;
  source: TransitionSource;
  /** Runs first inside the transaction (recording a notification); false leaves everything as it is. */
  claim?: (tx: Database) => Promise<boolean>;
}

/**
 * Settles one provider capture, confirmed by the provider itself (its answer to our call, or its
 * lookup): the payment it names accepts it (charged or authorized, what it buys activated by the
 * settlement handlers, the card saved) or it is reversed at the provider and recorded. Safe to call again for the same capture
 * and from concurrent processes: the payment row is locked while it is judged.
 */
export async function settleCapture(deps: PaymentsDeps, capture: CaptureToSettle): Promise<SettleOutcome> {
  const { transaction, source } = capture;
  const now = deps.clock.now();
  const invoiceId = transaction.InvoiceId ?? '';
  let outcome: SettleOutcome = { kind: 'skipped' };
  let afterCommit: AfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    // A run after a deadlock starts from nothing, like its transaction.
    outcome = { kind: 'skipped' };
    afterCommit = [];
    if (capture.claim && !(await capture.claim(tx))) return;
    const payment = isUuid(invoiceId) ? await findPaymentForUpdate(tx, invoiceId) : undefined;
    if (!payment) {
      outcome = { kind: 'stray', reason: 'unknown_invoice', payment: null };
      return;
    }
    const judged = judgeCapture(payment, transaction);
    if (judged.verdict === 'stray') {
      outcome = { kind: 'stray', reason: judged.reason, payment };
      return;
    }
    if (judged.verdict === 'already') {
      outcome = { kind: 'already', payment };
      return;
    }
    const moved = await acceptCapture(tx, deps, payment, transaction, judged.target, source, now);
    outcome = moved ? { kind: 'accepted', payment: moved } : { kind: 'already', payment };
    // A renewal's period is extended by the renewal job itself, which knows the period it charged for.
    if (moved && judged.target === 'charged' && moved.source !== 'job') {
      afterCommit = await deps.settlement.charged(tx, moved, source, now);
    }
  });
  const settled = outcome as SettleOutcome;
  if (settled.kind === 'stray') {
    await reverseCapture(deps, { transaction, reason: settled.reason, paymentUuid: settled.payment?.uuid ?? null, source });
  }
  if (settled.kind === 'accepted') for (const then of afterCommit) then();
  return settled;
}

/** Moves the payment to `target` with the capture's transaction (and the card it tokenised); undefined when it could not move. */
async function acceptCapture(
  tx: Database,
  deps: PaymentsDeps,
  payment: PaymentRow,
  transaction: ProviderTransaction,
  target: PaymentStatus,
  source: TransitionSource,
  now: Date,
): Promise<PaymentRow | undefined> {
  const steps = pathTo(payment.status, target);
  if (!steps) return undefined;
  const set: Partial<PaymentRow> = { providerTransactionId: transaction.TransactionId, threeDsUrl: null, threeDsStartedAt: null };
  if (target === 'charged' && transaction.Token && !payment.cardUuid) {
    const cardUuid = await saveProviderCard(
      tx,
      payment.userId,
      {
        token: transaction.Token,
        lastFour: transaction.CardLastFour ?? '',
        cardType: transaction.CardType ?? undefined,
        expDate: transaction.CardExpDate ?? undefined,
      },
      now,
    );
    if (cardUuid) set.cardUuid = cardUuid;
  }
  let moved: PaymentRow | undefined;
  for (const step of steps) {
    const result = await transitionPayment(
      tx,
      payment.uuid,
      step,
      source,
      { transaction_id: transaction.TransactionId },
      {
        set: step === target ? set : {},
        log: deps.log,
        now,
      },
    );
    if (!result.ok) return undefined;
    moved = result.payment;
  }
  return moved;
}
