import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { cards } from '../../../db/schema/index.js';

export interface ChargeableCard {
  uuid: string;
  providerToken: string;
}

/** The user's card if it is still linked, with the provider token to charge it with. */
export async function findLinkedCardToken(db: Database, userId: number, uuid: string): Promise<ChargeableCard | undefined> {
  const [card] = await db
    .select({ uuid: cards.uuid, providerToken: cards.providerToken })
    .from(cards)
    .where(and(eq(cards.uuid, uuid), eq(cards.userId, userId), isNull(cards.deletedAt)));
  return card;
}
