import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { payments, type SubscriptionRow } from '../../../db/schema/index.js';

/** Records on the payment the subscription it paid and the period it bought. */
export async function linkPaymentToSubscription(tx: Database, paymentUuid: string, subscription: SubscriptionRow): Promise<void> {
  await tx
    .update(payments)
    .set({ subscriptionUuid: subscription.uuid, periodStart: subscription.currentPeriodStart, periodEnd: subscription.currentPeriodEnd })
    .where(eq(payments.uuid, paymentUuid));
}
