import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { liveSubscriptionStatuses, subscriptions, type SubscriptionRow } from '../../../db/schema/index.js';

export type { PaymentRow, SubscriptionRow } from '../../../db/schema/index.js';

type SubscriptionInsert = typeof subscriptions.$inferInsert;
type SubscriptionUpdate = Partial<SubscriptionInsert>;

const liveStatuses = [...liveSubscriptionStatuses];

/** The workspace's live (trial, active or past-due) subscription; locked for the transaction when `lock`. */
export async function findLiveSubscription(db: Database, workspaceId: number, lock = false): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), inArray(subscriptions.status, liveStatuses)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The workspace's newest subscription, whatever its status. */
export async function findLatestSubscription(db: Database, workspaceId: number): Promise<SubscriptionRow | undefined> {
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.uuid))
    .limit(1);
  return latest;
}

export async function findSubscription(db: Database, uuid: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.uuid, uuid));
  return row;
}

export async function trialUsed(db: Database, workspaceId: number): Promise<boolean> {
  const [row] = await db
    .select({ uuid: subscriptions.uuid })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), sql`${subscriptions.trialStartedAt} is not null`))
    .limit(1);
  return row !== undefined;
}

export async function insertSubscription(db: Database, values: SubscriptionInsert): Promise<SubscriptionRow> {
  const [created] = await db.insert(subscriptions).values(values).returning();
  return created!;
}

export async function updateSubscription(db: Database, uuid: string, changes: SubscriptionUpdate): Promise<SubscriptionRow | undefined> {
  const [updated] = await db.update(subscriptions).set(changes).where(eq(subscriptions.uuid, uuid)).returning();
  return updated;
}

/**
 * Ends (cancelled) a live subscription whose period is over with a switch to the free plan
 * scheduled. A conditional update, so only one of several racing runs gets the row back.
 */
export async function claimScheduledFreeSwitch(db: Database, uuid: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [ended] = await db
    .update(subscriptions)
    .set({ status: 'cancelled', autoRenew: false, nextRetryAt: null, updatedAt: now })
    .where(
      and(
        eq(subscriptions.uuid, uuid),
        inArray(subscriptions.status, liveStatuses),
        eq(subscriptions.scheduledPlan, 'free'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning();
  return ended;
}
