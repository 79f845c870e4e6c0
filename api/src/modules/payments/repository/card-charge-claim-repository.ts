import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { payments, type PaymentRow } from '../../../db/schema/index.js';

/**
 * Claims the charge of a pending card payment with this card: charge_claimed_at is set only from
 * null, so of concurrent callers one gets the row and only that one may call the provider.
 * Undefined when the payment is not (or no longer) claimable.
 */
export async function claimCardCharge(db: Database, paymentUuid: string, cardUuid: string, now: Date): Promise<PaymentRow | undefined> {
  const [claimed] = await db
    .update(payments)
    .set({ chargeClaimedAt: now, cardUuid })
    .where(and(eq(payments.uuid, paymentUuid), eq(payments.status, 'pending'), eq(payments.method, 'card'), isNull(payments.chargeClaimedAt)))
    .returning();
  return claimed;
}

/** Gives up the claim of a still pending payment, so its charge may be tried again. */
export async function releaseCardChargeClaim(db: Database, paymentUuid: string): Promise<void> {
  await db
    .update(payments)
    .set({ chargeClaimedAt: null })
    .where(and(eq(payments.uuid, paymentUuid), eq(payments.status, 'pending')));
}
