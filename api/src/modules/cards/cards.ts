import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CardResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import {
  cardEvents,
  cards,
  liveSubscriptionStatuses,
  subscriptionEvents,
  subscriptions,
  workspaces,
  type CardSubscriptionRef,
} from '../../db/schema/index.js';

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

export function toCardResponse(card: VisibleCard, subscriptions: CardSubscriptionRef[]): CardResponse {
  return {
    uuid: card.uuid,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    subscriptions,
  };
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

const liveStatuses = [...liveSubscriptionStatuses];

/** The live subscriptions each card pays for, by card uuid. */
export async function subscriptionsPaidWith(db: Database, cardUuids: string[]): Promise<Map<string, CardSubscriptionRef[]>> {
  const byCard = new Map<string, CardSubscriptionRef[]>(cardUuids.map((uuid) => [uuid, []]));
  if (cardUuids.length === 0) return byCard;
  const rows = await db
    .select({ cardUuid: subscriptions.cardUuid, uuid: subscriptions.uuid, workspaceId: workspaces.id, workspaceName: workspaces.name })
    .from(subscriptions)
    .innerJoin(workspaces, eq(workspaces.id, subscriptions.workspaceId))
    .where(and(inArray(subscriptions.cardUuid, cardUuids), inArray(subscriptions.status, liveStatuses)))
    .orderBy(workspaces.name, subscriptions.uuid);
  for (const row of rows) {
    byCard.get(row.cardUuid!)?.push({ uuid: row.uuid, workspace_id: row.workspaceId, workspace_name: row.workspaceName });
  }
  return byCard;
}

/**
 * Unlinks one of the user's cards: it is soft-deleted (never shown or charged again) and the unlinking
 * is recorded in card_events, in one transaction. False when the user has no such linked card.
 * Subscriptions paid with the card lose it in the same transaction (no card, no automatic renewal);
 * they are recorded as the event's `detached_subscriptions`.
 */
export async function unlinkCard(db: Database, userId: number, uuid: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The condition on deleted_at makes a second, concurrent unlink of the same card find nothing.
    const [unlinked] = await tx
      .update(cards)
      .set({ deletedAt: now })
      .where(and(eq(cards.uuid, uuid), linkedCardOf(userId)))
      .returning({ uuid: cards.uuid });
    if (!unlinked) return false;
    const detachedSubscriptions = (await subscriptionsPaidWith(tx, [uuid])).get(uuid) ?? [];
    if (detachedSubscriptions.length > 0) {
      const detached = await tx
        .update(subscriptions)
        .set({ cardUuid: null, autoRenew: false, updatedAt: now })
        .where(eq(subscriptions.cardUuid, uuid))
        .returning({ uuid: subscriptions.uuid, status: subscriptions.status });
      for (const subscription of detached.filter((row) => detachedSubscriptions.some((ref) => ref.uuid === row.uuid))) {
        await tx.insert(subscriptionEvents).values({
          subscriptionUuid: subscription.uuid,
          fromStatus: subscription.status,
          toStatus: subscription.status,
          source: 'user',
          detail: { card_unlinked: uuid },
          at: now,
        });
      }
    }
    await tx.insert(cardEvents).values({ cardUuid: uuid, userId, event: 'unlinked', detachedSubscriptions, at: now });
    return true;
  });
}
