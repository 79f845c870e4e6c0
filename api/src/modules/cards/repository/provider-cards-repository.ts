import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { cards, type CardBrand } from '../../../db/schema/index.js';

export interface NewProviderCard {
  userId: number;
  providerToken: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  createdAt: Date;
}

/** The uuid of the user's linked card with this provider token, if there is one. */
export async function findLinkedCardByToken(db: Database, userId: number, token: string): Promise<string | undefined> {
  const [existing] = await db
    .select({ uuid: cards.uuid })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.providerToken, token), isNull(cards.deletedAt)));
  return existing?.uuid;
}

/** Inserts the card; returns its uuid. */
export async function insertProviderCard(db: Database, card: NewProviderCard): Promise<string> {
  const [inserted] = await db.insert(cards).values(card).returning({ uuid: cards.uuid });
  return inserted!.uuid;
}
