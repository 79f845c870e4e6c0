import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { payments, type PaymentMethod, type PaymentRow, type PaymentType, type PlanCode } from '../../../db/schema/index.js';

export interface OpenPaymentInput {
  userId: number;
  workspaceId: number;
  plan: PlanCode;
  period: PaymentType;
  method: PaymentMethod;
  amount: number;
  idempotencyKey: string | undefined;
  now: Date;
}

async function findByKey(db: Database, userId: number, key: string | undefined): Promise<PaymentRow | undefined> {
  if (key === undefined) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return row;
}

/** The user's open card checkout of this workspace, plan and period (unique by index). */
async function findActiveCheckout(db: Database, input: OpenPaymentInput): Promise<PaymentRow | undefined> {
  if (input.method !== 'card') return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, input.userId),
        eq(payments.workspaceId, input.workspaceId),
        eq(payments.rate, input.plan),
        eq(payments.paymentType, input.period),
        eq(payments.status, 'pending'),
        eq(payments.method, 'card'),
        eq(payments.source, 'user'),
      ),
    );
  return row;
}

/**
 * The payment a checkout works on: the one the idempotency key already created, else the user's open
 * card checkout of the same workspace, plan and period, else a new pending one. The unique indexes
 * decide between concurrent requests (insert … on conflict do nothing, then read the winner).
 */
export async function openPayment(db: Database, input: OpenPaymentInput): Promise<{ payment: PaymentRow; created: boolean }> {
  const existing = (await findByKey(db, input.userId, input.idempotencyKey)) ?? (await findActiveCheckout(db, input));
  if (existing) return { payment: existing, created: false };
  const [inserted] = await db
    .insert(payments)
    .values({
      userId: input.userId,
      workspaceId: input.workspaceId,
      status: 'pending',
      paymentType: input.period,
      rate: input.plan,
      amount: input.amount,
      method: input.method,
      source: 'user',
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { payment: inserted, created: true };
  const winner = (await findByKey(db, input.userId, input.idempotencyKey)) ?? (await findActiveCheckout(db, input));
  if (!winner) throw new Error('openPayment: the conflicting payment vanished');
  return { payment: winner, created: false };
}
