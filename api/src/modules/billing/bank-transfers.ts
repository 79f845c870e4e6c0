import { canonicalInvoiceNumber, formatInvoiceNumber, invoiceYear, renderInvoicePdf, type NormalisedBankTransferForm } from '../bank-transfer/index.js';
import type { Database } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { transitionPayment } from '../payments/index.js';
import type { BillingDeps } from './billing-deps.js';
import { sendPaymentReceipt } from './notices.js';
import { periodMonths } from './periods.js';
import { unitPrice } from './pricing.js';
import { findInvoiceByNumber, findInvoiceOfPayment, insertInvoice, nextInvoiceSequence } from './repository/bank-transfer-invoices-repository.js';
import { findPlanNames, findWorkspaceName } from './repository/display-names-repository.js';
import { lockPayment } from './repository/payment-lock-repository.js';
import { findPlanPrice } from './repository/plan-prices-repository.js';
import { activateFromPayment } from './subscriptions.js';

/** Gives the payment its invoice with the next number of the year. */
export async function createInvoice(tx: Database, payment: PaymentRow, details: NormalisedBankTransferForm, now: Date): Promise<string> {
  const year = invoiceYear(now);
  const sequence = await nextInvoiceSequence(tx, year);
  const number = formatInvoiceNumber({ year, sequence });
  await insertInvoice(tx, { number, year, seq: sequence, paymentUuid: payment.uuid, details, createdAt: now });
  return number;
}

/** The invoice of a bank-transfer payment as a PDF (Russian), with its number. */
export async function renderPaymentInvoice(db: Database, payment: PaymentRow): Promise<{ number: string; pdf: Buffer } | undefined> {
  const invoice = await findInvoiceOfPayment(db, payment.uuid);
  if (!invoice) return undefined;
  const [workspace, plan, price] = await Promise.all([
    findWorkspaceName(db, payment.workspaceId),
    findPlanNames(db, payment.rate),
    findPlanPrice(db, payment.rate),
  ]);
  const unit = unitPrice(price!, payment.paymentType);
  // A prorated amount (docs/payments.md §1) is not a whole number of members: one line of that amount.
  const perMember = price!.priceType === 'per_member_month' && unit > 0 && payment.amount % unit === 0;
  const pdf = await renderInvoicePdf({
    number: invoice.number,
    date: invoice.createdAt,
    paymentUuid: payment.uuid,
    buyer: invoice.details,
    item: {
      plan: plan!.nameRu,
      months: periodMonths(payment.paymentType),
      workspace: workspace!.name,
      quantity: perMember ? Math.round(payment.amount / unit) : 1,
      ...(perMember && { unit: 'чел.' }),
      unitPrice: perMember ? unit : payment.amount,
    },
  });
  return { number: invoice.number, pdf };
}

export type ConfirmResult =
  | { status: 'confirmed' | 'already_confirmed'; number: string; payment: string; subscription: string | null }
  | { status: 'not_found' }
  | { status: 'not_confirmable'; number: string; payment: string; paymentStatus: string };

/**
 * An operator saw the transfer arrive: the payment becomes charged (source operator) and the
 * workspace's subscription active. A second confirmation changes nothing.
 */
export async function confirmBankTransfer(deps: BillingDeps, typedNumber: string): Promise<ConfirmResult> {
  const number = canonicalInvoiceNumber(typedNumber);
  if (!number) return { status: 'not_found' };
  const invoice = await findInvoiceByNumber(deps.db, number);
  if (!invoice) return { status: 'not_found' };
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, invoice.paymentUuid);
    if (payment!.status === 'charged') return { result: 'already_confirmed' as const, payment: payment! };
    const moved = await transitionPayment(tx, payment!.uuid, 'charged', 'operator', { invoice: number }, { log: deps.log, now });
    if (!moved.ok) return { result: 'not_confirmable' as const, payment: payment! };
    const subscription = await activateFromPayment(tx, moved.payment, 'operator', now);
    return { result: 'confirmed' as const, payment: { ...moved.payment, subscriptionUuid: subscription.uuid }, until: subscription.currentPeriodEnd };
  });
  const { payment } = outcome;
  if (outcome.result === 'not_confirmable') {
    return { status: 'not_confirmable', number, payment: payment.uuid, paymentStatus: payment.status };
  }
  if (outcome.result === 'confirmed' && outcome.until) {
    void sendPaymentReceipt(deps, { userId: payment.userId, workspaceId: payment.workspaceId, planCode: payment.rate }, payment.amount, outcome.until);
  }
  return { status: outcome.result, number, payment: payment.uuid, subscription: payment.subscriptionUuid };
}
