import { count, desc, eq } from 'drizzle-orm';
import { PAYMENTS_PER_PAGE, type PaymentResponse } from '@stepwise/contracts';
import type { Database } from '../../../db/database.js';
import { payments, workspaces } from '../../../db/schema/index.js';

export interface PaymentsPage {
  payments: PaymentResponse[];
  total: number;
}

/** One page (from 1) of the user's payments, newest first; a page past the end is empty. */
export async function listUserPayments(db: Database, userId: number, page: number): Promise<PaymentsPage> {
  const [counted] = await db.select({ total: count() }).from(payments).where(eq(payments.userId, userId));
  const total = counted?.total ?? 0;
  const offset = (page - 1) * PAYMENTS_PER_PAGE;
  if (offset >= total) return { payments: [], total };
  const rows = await db
    .select({
      uuid: payments.uuid,
      status: payments.status,
      paymentType: payments.paymentType,
      rate: payments.rate,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
      method: payments.method,
    })
    .from(payments)
    .innerJoin(workspaces, eq(workspaces.id, payments.workspaceId))
    .where(eq(payments.userId, userId))
    // uuid breaks ties, so payments made at the same instant keep one order across pages.
    .orderBy(desc(payments.createdAt), desc(payments.uuid))
    .limit(PAYMENTS_PER_PAGE)
    .offset(offset);
  return {
    total,
    payments: rows.map((row) => ({
      uuid: row.uuid,
      status: row.status,
      payment_type: row.paymentType,
      rate: row.rate,
      workspace: { id: row.workspaceId, name: row.workspaceName },
      amount: row.amount,
      currency: row.currency,
      created_at: row.createdAt.toISOString(),
      method: row.method,
    })),
  };
}
