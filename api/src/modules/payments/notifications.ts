import { createHash } from 'node:crypto';
import type { PaymentsDeps } from './payments-deps.js';
import type { Database } from '../../db/database.js';
import type { PaymentRow, PaymentStatus } from '../../db/schema/index.js';
import { isUuid } from '@stepwise/contracts';
import { confirmNotification, type NotificationKind } from './confirm-notification.js';
import { declineReasonOf } from './decline-reasons.js';
import type { ProviderTransaction } from './gateway/payment-gateway.js';
import { raisePaymentAlert } from './repository/payment-alerts-repository.js';
import { pathTo } from './payment-state-machine.js';
import { settleCapture } from './settle-capture.js';
import { transitionPayment } from './repository/payment-transitions-repository.js';
import { findPayment, findPaymentForUpdate } from './repository/payment-lookup-repository.js';
import { isNotificationRecorded, recordProviderNotification } from './repository/provider-notifications-repository.js';
import { openThreeDsChallenge } from './repository/three-ds-challenge-repository.js';

export type { NotificationKind } from './confirm-notification.js';
export const notificationKinds = ['challenge', 'pay', 'auth', 'fail', 'confirm', 'cancel'] as const satisfies readonly NotificationKind[];

/** The `code` answered to the provider: 0 handled; anything else is refused. */
export const NotificationCode = {
  ok: 0,
  unknownInvoice: 10,
  wrongAccount: 11,
  wrongAmount: 12,
  notAccepted: 13,
} as const;

/** Kinds that report a capture or a hold: the payment accepts it, or it is reversed (settle-capture.ts). */
const captureKinds = new Set<NotificationKind>(['pay', 'auth', 'confirm']);

/** What the other kinds do to the payment of their transaction. */
const targets: Record<'fail' | 'cancel', PaymentStatus> = { fail: 'declined', cancel: 'cancelled' };

function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** Records the notification in the caller's transaction; false when it was recorded already (a repeat). */
function recordNotification(kind: NotificationKind, transactionId: number, paymentUuid: string, rawBody: string, now: Date) {
  return (tx: Database): Promise<boolean> =>
    recordProviderNotification(tx, { transactionId, kind, paymentUuid, bodyHash: createHash('sha256').update(rawBody).digest('hex'), receivedAt: now });
}

/**
 * Handles one signed provider notification (docs/payments.md §2): checks it against our payment,
 * confirms it with the provider's own record of the transaction, records it (a repeat of the same
 * TransactionId and kind has no second effect) and moves the payment. Returns the code to answer.
 */
export async function handleNotification(deps: PaymentsDeps, kind: NotificationKind, fields: Record<string, string>, rawBody: string): Promise<number> {
  const log = deps.log.child({ notification: kind, transaction: fields.TransactionId, payment: fields.InvoiceId });
  const transactionId = integer(fields.TransactionId);
  if (transactionId === undefined) {
    log.warn('notification refused: no TransactionId');
    return NotificationCode.notAccepted;
  }
  const invoiceId = fields.InvoiceId ?? '';
  const payment = isUuid(invoiceId) ? await findPayment(deps.db, invoiceId) : undefined;
  if (!payment) {
    log.warn('notification refused: unknown InvoiceId');
    return NotificationCode.unknownInvoice;
  }
  if ((fields.AccountId ?? '').trim() !== String(payment.userId)) {
    log.warn('notification refused: AccountId does not match the payment');
    return NotificationCode.wrongAccount;
  }
  if (await isNotificationRecorded(deps.db, transactionId, kind)) {
    log.info('notification repeated: already handled');
    return NotificationCode.ok;
  }

  const confirmation = await confirmNotification(deps, kind, transactionId, fields);
  if (!confirmation.confirmed) {
    await raisePaymentAlert(deps, {
      kind: 'notification_mismatch',
      dedupeKey: `notification_mismatch:${kind}:${transactionId}:${createHash('sha256').update(rawBody).digest('hex')}`,
      paymentUuid: payment.uuid,
      transactionId,
      detail: { notification: kind, disagreement: confirmation.disagreement },
    });
    log.warn({ disagreement: confirmation.disagreement }, 'notification refused: the provider’s record of the transaction disagrees');
    return NotificationCode.notAccepted;
  }
  const { transaction } = confirmation;
  const now = deps.clock.now();
  const record = recordNotification(kind, transactionId, payment.uuid, rawBody, now);

  if (captureKinds.has(kind)) {
    // A hold released or a payment refunded since has nothing left to accept.
    if (transaction.Status === 'Cancelled' || transaction.Refunded) {
      await deps.db.transaction(async (tx) => void (await record(tx)));
      return NotificationCode.ok;
    }
    const settled = await settleCapture(deps, { transaction, source: 'notification', claim: record });
    if (settled.kind === 'stray') log.warn({ reason: settled.reason }, 'notification of a capture the payment does not accept');
    return NotificationCode.ok;
  }

  // A challenge or failure of another amount is not this payment's attempt.
  if (Number(transaction.Amount) !== payment.amount) {
    log.warn({ amount: transaction.Amount, expected: payment.amount }, 'notification refused: Amount does not match the payment');
    return NotificationCode.wrongAmount;
  }
  await deps.db.transaction(async (tx) => {
    if (!(await record(tx))) return;
    const current = await findPaymentForUpdate(tx, payment.uuid);
    if (kind === 'challenge') await openChallenge(tx, current!, transaction, fields.AcsUrl, now);
    else await applyOutcome(tx, deps, kind as 'fail' | 'cancel', current!, transaction, now);
  });
  return NotificationCode.ok;
}

/** Keeps the 3-D Secure page of a pending payment's attempt; from now on no other attempt may pay it. */
async function openChallenge(tx: Database, payment: PaymentRow, transaction: ProviderTransaction, acsUrl: string | undefined, now: Date) {
  if (payment.status !== 'pending' || transaction.Status !== 'AwaitingAuthentication') return;
  await openThreeDsChallenge(tx, payment.uuid, { threeDsUrl: acsUrl || null, startedAt: now, providerTransactionId: transaction.TransactionId });
}

/** A decline or a release moves the payment only when it is about the payment's own attempt. */
async function applyOutcome(
  tx: Database,
  deps: PaymentsDeps,
  kind: 'fail' | 'cancel',
  payment: PaymentRow,
  transaction: ProviderTransaction,
  now: Date,
): Promise<void> {
  const target = targets[kind];
  const own = payment.providerTransactionId === transaction.TransactionId || (kind === 'fail' && payment.providerTransactionId === null);
  if (!own) {
    deps.log.info({ payment: payment.uuid, transaction: transaction.TransactionId, kind }, 'notification about another attempt: payment unchanged');
    return;
  }
  if (payment.status === target) return;
  const steps = pathTo(payment.status, target);
  if (!steps) {
    deps.log.warn({ payment: payment.uuid, from: payment.status, to: target, kind }, 'illegal_transition refused');
    return;
  }
  const set: Partial<PaymentRow> = { providerTransactionId: transaction.TransactionId, threeDsUrl: null, threeDsStartedAt: null };
  if (target === 'declined') {
    const reasonCode = transaction.ReasonCode ?? null;
    Object.assign(set, { declineReasonCode: reasonCode, declineReason: declineReasonOf(reasonCode) });
  }
  for (const step of steps) {
    const result = await transitionPayment(
      tx,
      payment.uuid,
      step,
      'notification',
      { kind, transaction_id: transaction.TransactionId },
      {
        set: step === target ? set : {},
        log: deps.log,
        now,
      },
    );
    if (!result.ok) return;
  }
}
