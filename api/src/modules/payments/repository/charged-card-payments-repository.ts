import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { payments, type PaymentRow } from '../../../db/schema/index.js';

/** Card payments charged with a provider transaction, created since `since`. */
export async function listChargedCardPaymentsSince(db: Database, since: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'charged'), eq(payments.method, 'card'), isNotNull(payments.providerTransactionId), gte(payments.createdAt, since)));
}
