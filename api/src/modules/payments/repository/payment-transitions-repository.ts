import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import { payments, paymentTransitions, type PaymentRow, type PaymentStatus, type TransitionSource } from '../../../db/schema/index.js';
import { checkTransition } from '../payment-state-machine.js';

export type TransitionResult =
  | { ok: true; payment: PaymentRow; from: PaymentStatus }
  | { ok: false; code: 'illegal_transition'; from: PaymentStatus }
  | { ok: false; code: 'not_found' | 'conflict' };

export interface TransitionOptions {
  /** Columns to set together with the status (decline reason, provider transaction id…). */
  set?: Partial<Omit<PaymentRow, 'uuid' | 'status'>>;
  /** Where a refused move is logged. */
  log?: FastifyBaseLogger;
  now?: Date;
}

/**
 * Moves a payment to `to` if the state machine allows it from its current status: the update is a
 * compare-and-set on that status (a concurrent move makes this one a `conflict`), and the transition
 * row is written in the same transaction. Run it inside the caller's transaction to tie further
 * effects (activating a subscription) to the move.
 */
export async function transitionPayment(
  tx: Database,
  uuid: string,
  to: PaymentStatus,
  source: TransitionSource,
  detail: Record<string, unknown> = {},
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  return tx.transaction(async (inner) => {
    const [current] = await inner.select({ status: payments.status }).from(payments).where(eq(payments.uuid, uuid));
    if (!current) return { ok: false, code: 'not_found' };
    const check = checkTransition(current.status, to);
    if (!check.ok) {
      options.log?.warn({ payment: uuid, from: current.status, to, source, detail }, 'illegal_transition refused');
      return { ok: false, code: 'illegal_transition', from: current.status };
    }
    const [updated] = await inner
      .update(payments)
      .set({ ...options.set, status: to })
      .where(and(eq(payments.uuid, uuid), eq(payments.status, current.status)))
      .returning();
    if (!updated) return { ok: false, code: 'conflict' };
    await inner.insert(paymentTransitions).values({
      paymentUuid: uuid,
      fromStatus: current.status,
      toStatus: to,
      source,
      detail,
      at: options.now ?? new Date(),
    });
    return { ok: true, payment: updated, from: current.status };
  });
}
