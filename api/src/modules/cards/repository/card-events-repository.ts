import type { Database } from '../../../db/database.js';
import { cardEvents, type CardSubscriptionRef } from '../../../db/schema/index.js';

/** Records that the user unlinked the card, with the subscriptions that lost it. */
export async function recordCardUnlinked(
  tx: Database,
  unlinked: { cardUuid: string; userId: number; detachedSubscriptions: CardSubscriptionRef[]; at: Date },
): Promise<void> {
  await tx.insert(cardEvents).values({ ...unlinked, event: 'unlinked' });
}
