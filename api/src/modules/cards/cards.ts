import type { CardResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import type { CardSubscriptionRef } from '../../db/schema/index.js';
import { recordCardUnlinked } from './repository/card-events-repository.js';
import { detachCardFromSubscriptions, subscriptionsPaidWith } from './repository/card-subscriptions-repository.js';
import { softDeleteUserCard, type VisibleCard } from './repository/user-cards-repository.js';

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

/**
 * Unlinks one of the user's cards: it is soft-deleted (never shown or charged again) and the unlinking
 * is recorded in card_events, in one transaction. False when the user has no such linked card.
 * Subscriptions paid with the card lose it in the same transaction (no card, no automatic renewal);
 * they are recorded as the event's `detached_subscriptions`.
 */
export async function unlinkCard(db: Database, userId: number, uuid: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await softDeleteUserCard(tx, userId, uuid, now))) return false;
    const detachedSubscriptions = (await subscriptionsPaidWith(tx, [uuid])).get(uuid) ?? [];
    if (detachedSubscriptions.length > 0) await detachCardFromSubscriptions(tx, uuid, detachedSubscriptions, now);
    await recordCardUnlinked(tx, { cardUuid: uuid, userId, detachedSubscriptions, at: now });
    return true;
  });
}
