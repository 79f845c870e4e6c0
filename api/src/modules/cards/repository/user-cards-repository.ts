import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CardResponse } from '@stepwise/contracts';
import type { Database } from '../../../db/database.js';
import { cards } from '../../../db/schema/index.js';

/** The columns a card may show; the provider token never leaves the database layer. */
const visibleColumns = {
  uuid: cards.uuid,
  brand: cards.brand,
  last4: cards.last4,
  expMonth: cards.expMonth,
  expYear: cards.expYear,
};

export interface VisibleCard {
  uuid: string;
  brand: CardResponse['brand'];
  last4: string;
  expMonth: number;
  expYear: number;
}

const linkedCardOf = (userId: number) => and(eq(cards.userId, userId), isNull(cards.deletedAt));

/** The user's linked (not unlinked) cards, newest first. */
export async function listUserCards(db: Database, userId: number): Promise<VisibleCard[]> {
  return db.select(visibleColumns).from(cards).where(linkedCardOf(userId)).orderBy(desc(cards.createdAt), desc(cards.uuid));
}

/** One linked card of the user; `uuid` must be a valid UUID (see isUuid). */
export async function findUserCard(db: Database, userId: number, uuid: string): Promise<VisibleCard | undefined> {
  const [card] = await db
    .select(visibleColumns)
    .from(cards)
    .where(and(eq(cards.uuid, uuid), linkedCardOf(userId)));
  return card;
}

/**
 * Soft-deletes one of the user's linked cards; false when the user has no such linked card. The
 * condition on deleted_at makes a second, concurrent unlink of the same card find nothing.
 */
export async function softDeleteUserCard(db: Database, userId: number, uuid: string, now: Date): Promise<boolean> {
  const [unlinked] = await db
    .update(cards)
    .set({ deletedAt: now })
    .where(and(eq(cards.uuid, uuid), linkedCardOf(userId)))
    .returning({ uuid: cards.uuid });
  return unlinked !== undefined;
}
