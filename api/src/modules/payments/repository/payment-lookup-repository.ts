import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { payments, type PaymentRow } from '../../../db/schema/index.js';

/** The payment with this uuid, whoever owns it. */
export async function findPayment(db: Database, uuid: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.uuid, uuid));
  return row;
}

/**
 * The payment with this uuid, its row locked (select … for update) until the caller's transaction
 * ends: whoever judges or moves a payment holds it alone, so one payment takes at most one capture.
 */
export async function findPaymentForUpdate(tx: Database, uuid: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.uuid, uuid)).for('update');
  return row;
}
