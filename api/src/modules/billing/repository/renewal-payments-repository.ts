import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { cards, payments, type PaymentRow } from '../../../db/schema/index.js';

/** The subscription's card with its provider token, unless it was deleted. */
export async function findRenewalCard(db: Database, cardUuid: string): Promise<{ uuid: string; token: string } | undefined> {
  const [card] = await db
    .select({ uuid: cards.uuid, token: cards.providerToken })
    .from(cards)
    .where(and(eq(cards.uuid, cardUuid), isNull(cards.deletedAt)));
  return card;
}

/**
 * Inserts the pending renewal payment, claimed for charging. The unique key (subscription, period
 * start, attempt) lets one process in: undefined when another's insert went in first.
 */
export async function insertRenewalPayment(db: Database, payment: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [inserted] = await db.insert(payments).values(payment).onConflictDoNothing().returning();
  return inserted;
}
