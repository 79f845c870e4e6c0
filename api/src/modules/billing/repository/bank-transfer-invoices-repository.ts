import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { bankTransferInvoices, invoiceCounters } from '../../../db/schema/index.js';

export type BankTransferInvoiceRow = typeof bankTransferInvoices.$inferSelect;

/** The year's next invoice sequence number; the counter upsert is atomic, so concurrent invoices never share one. */
export async function nextInvoiceSequence(tx: Database, year: number): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return counter!.last;
}

export async function insertInvoice(tx: Database, invoice: typeof bankTransferInvoices.$inferInsert): Promise<void> {
  await tx.insert(bankTransferInvoices).values(invoice);
}

export async function findInvoiceOfPayment(db: Database, paymentUuid: string): Promise<BankTransferInvoiceRow | undefined> {
  const [invoice] = await db.select().from(bankTransferInvoices).where(eq(bankTransferInvoices.paymentUuid, paymentUuid));
  return invoice;
}

export async function findInvoiceByNumber(db: Database, number: string): Promise<BankTransferInvoiceRow | undefined> {
  const [invoice] = await db.select().from(bankTransferInvoices).where(eq(bankTransferInvoices.number, number));
  return invoice;
}
