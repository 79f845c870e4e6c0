import type { Database } from '../../../db/database.js';
import { subscriptionEvents, type SubscriptionStatus, type TransitionSource } from '../../../db/schema/index.js';

export async function recordSubscriptionEvent(
  db: Database,
  subscriptionUuid: string,
  from: SubscriptionStatus | null,
  to: SubscriptionStatus,
  source: TransitionSource,
  at: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(subscriptionEvents).values({ subscriptionUuid, fromStatus: from, toStatus: to, source, detail, at });
}
