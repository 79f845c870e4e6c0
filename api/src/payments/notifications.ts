import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BillingDeps } from '../billing/billing-deps.js';
import { sendPaymentReceipt } from '../billing/notices.js';
import { activateFromPayment } from '../billing/subscriptions.js';
import { saveProviderCard } from '../cards/save-provider-card.js';
import type { Database } from '../db/database.js';
import { payments, providerNotifications, type PaymentRow, type PaymentStatus } from '../db/schema/index.js';
import { isUuid } from '../routes/schemas.js';
import { declineReasonOf } from './decline-reasons.js';
import { pathTo } from './payment-state-machine.js';
import { transitionPayment } from './transition-payment.js';

export const notificationKinds = ['challenge', 'pay', 'auth', 'fail', 'confirm', 'cancel'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The `code` answered to the provider: 0 handled; anything else is refused and the provider retries. */
export const NotificationCode = {
  ok: 0,
  unknownInvoice: 10,
  wrongAccount: 11,
  wrongAmount: 12,
  notAccepted: 13,
} as const;

/** The status a notification kind leads to. */
const targets: Record<Exclude<NotificationKind, 'challenge'>, PaymentStatus> = {
  pay: 'charged',
  auth: 'authorized',
  fail: 'declined',
  confirm: 'charged',
  cancel: 'cancelled',
};

function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/**
 * Handles one signed provider notification (docs/payments.md §2): checks it against our payment,
 * records it (a repeat of the same TransactionId and kind has no second effect) and moves the
 * payment. Returns the code to answer.
 */
export async function handleNotification(
  deps: BillingDeps,
  kind: NotificationKind,
  fields: Record<string, string>,
  rawBody: string,
): Promise<number> {
  const log = deps.log.child({ notification: kind, transaction: fields.TransactionId, payment: fields.InvoiceId });
  const transactionId = integer(fields.TransactionId);
  if (transactionId === undefined) {
    log.warn('notification refused: no TransactionId');
    return NotificationCode.notAccepted;
  }
  const invoiceId = fields.InvoiceId ?? '';
  const [payment] = isUuid(invoiceId) ? await deps.db.select().from(payments).where(eq(payments.uuid, invoiceId)) : [];
  if (!payment) {
    log.warn('notification refused: unknown InvoiceId');
    return NotificationCode.unknownInvoice;
  }
  if ((fields.AccountId ?? '').trim() !== String(payment.userId)) {
    log.warn('notification refused: AccountId does not match the payment');
    return NotificationCode.wrongAccount;
  }
  if (Number(fields.Amount) !== payment.amount) {
    log.warn({ amount: fields.Amount, expected: payment.amount }, 'notification refused: Amount does not match the payment');
    return NotificationCode.wrongAmount;
  }

  const now = deps.clock.now();
  let receiptUntil: Date | null = null;
  await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(providerNotifications)
      .values({
        transactionId,
        kind,
        paymentUuid: payment.uuid,
        bodyHash: createHash('sha256').update(rawBody).digest('hex'),
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: providerNotifications.id });
    if (!recorded) {
      log.info('notification repeated: already handled');
      return;
    }
    if (kind === 'challenge') {
      await tx
        .update(payments)
        .set({ threeDsUrl: fields.AcsUrl || null, providerTransactionId: transactionId })
        .where(eq(payments.uuid, payment.uuid));
      return;
    }
    receiptUntil = await applyNotification(tx, deps, kind, payment.uuid, transactionId, fields, now);
  });
  if (receiptUntil) {
    void sendPaymentReceipt(deps, { userId: payment.userId, workspaceId: payment.workspaceId, planCode: payment.rate }, payment.amount, receiptUntil);
  }
  return NotificationCode.ok;
}

/** Moves the payment; returns the paid-until date when this notification activated a subscription. */
async function applyNotification(
  tx: Database,
  deps: BillingDeps,
  kind: Exclude<NotificationKind, 'challenge'>,
  paymentUuid: string,
  transactionId: number,
  fields: Record<string, string>,
  now: Date,
): Promise<Date | null> {
  const [current] = await tx.select().from(payments).where(eq(payments.uuid, paymentUuid)).for('update');
  const target = targets[kind];
  if (current!.status === target) return null;
  const steps = pathTo(current!.status, target);
  if (!steps) {
    deps.log.warn({ payment: paymentUuid, from: current!.status, to: target, kind }, 'illegal_transition refused');
    return null;
  }
  const set: Partial<PaymentRow> = { providerTransactionId: transactionId, threeDsUrl: null };
  if (target === 'declined') {
    const reasonCode = integer(fields.ReasonCode) ?? null;
    Object.assign(set, { declineReasonCode: reasonCode, declineReason: declineReasonOf(reasonCode) });
  }
  if (target === 'charged' && fields.Token) {
    const cardUuid = await saveProviderCard(
      tx,
      current!.userId,
      { token: fields.Token, lastFour: fields.CardLastFour ?? '', cardType: fields.CardType, expDate: fields.CardExpDate },
      now,
    );
    if (cardUuid) set.cardUuid = cardUuid;
  }
  let moved: PaymentRow | undefined;
  for (const step of steps) {
    const result = await transitionPayment(tx, paymentUuid, step, 'notification', { kind, transaction_id: transactionId }, {
      set: step === target ? set : {},
      log: deps.log,
      now,
    });
    if (!result.ok) return null;
    moved = result.payment;
  }
  // A renewal's period is extended by the renewal job itself, which knows the period it charged for.
  if (target !== 'charged' || !moved || moved.source === 'job') return null;
  const subscription = await activateFromPayment(tx, moved, 'notification', now);
  return subscription.currentPeriodEnd;
}
