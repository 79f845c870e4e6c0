import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { bankTransferInvoices, cards, users, workspaces, type PaymentRow } from '../../../db/schema/index.js';

/** What the payment's detail shows beside the payment itself: its workspace, payer, card and bank-transfer invoice. */
export async function findPaymentDetailParts(db: Database, payment: PaymentRow) {
  const [[workspace], [payer], [card], [invoice]] = await Promise.all([
    db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, payment.workspaceId)),
    db.select({ email: users.email }).from(users).where(eq(users.id, payment.userId)),
    payment.cardUuid
      ? db.select({ uuid: cards.uuid, brand: cards.brand, last4: cards.last4 }).from(cards).where(eq(cards.uuid, payment.cardUuid))
      : Promise.resolve([]),
    payment.method === 'bank_transfer'
      ? db.select({ number: bankTransferInvoices.number }).from(bankTransferInvoices).where(eq(bankTransferInvoices.paymentUuid, payment.uuid))
      : Promise.resolve([]),
  ]);
  return { workspace, payer, card, invoice };
}

export type PaymentDetailParts = Awaited<ReturnType<typeof findPaymentDetailParts>>;
