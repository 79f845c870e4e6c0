import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { cards } from '../../../db/schema/index.js';

/** What a subscription shows of the card that pays it. */
export async function findSubscriptionCard(db: Database, cardUuid: string) {
  const [card] = await db
    .select({ uuid: cards.uuid, brand: cards.brand, last4: cards.last4, expMonth: cards.expMonth, expYear: cards.expYear })
    .from(cards)
    .where(eq(cards.uuid, cardUuid));
  return card;
}
