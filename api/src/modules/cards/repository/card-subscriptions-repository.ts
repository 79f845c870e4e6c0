import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { liveSubscriptionStatuses, subscriptionEvents, subscriptions, workspaces, type CardSubscriptionRef } from '../../../db/schema/index.js';

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
 * Takes the card off every subscription it pays (no card, no automatic renewal) and records that on
 * each of `recorded` (the live ones) as a subscription event. Run it in the unlinking's transaction.
 */
export async function detachCardFromSubscriptions(tx: Database, cardUuid: string, recorded: readonly CardSubscriptionRef[], now: Date): Promise<void> {
  const detached = await tx
    .update(subscriptions)
    .set({ cardUuid: null, autoRenew: false, updatedAt: now })
    .where(eq(subscriptions.cardUuid, cardUuid))
    .returning({ uuid: subscriptions.uuid, status: subscriptions.status });
  for (const subscription of detached.filter((row) => recorded.some((ref) => ref.uuid === row.uuid))) {
    await tx.insert(subscriptionEvents).values({
      subscriptionUuid: subscription.uuid,
      fromStatus: subscription.status,
      toStatus: subscription.status,
      source: 'user',
      detail: { card_unlinked: cardUuid },
      at: now,
    });
  }
}
