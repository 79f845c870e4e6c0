import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { payments, type PaymentRow } from '../../../db/schema/index.js';

/** The payment, locked until the transaction ends (an operator's confirmation reads and moves it). */
export async function lockPayment(tx: Database, uuid: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.uuid, uuid)).for('update');
  return payment;
}
