import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { liveSubscriptionStatuses, plans, subscriptions, type PaymentType, type PlanPriceType, type SubscriptionRow } from '../../db/schema/index.js';

/** A workspace's current subscription with its plan's price type, as the workspace views need it. */
export interface CurrentSubscription {
  workspaceId: number;
  uuid: string;
  plan: SubscriptionRow['plan'];
  status: SubscriptionRow['status'];
  period: PaymentType;
  currentPeriodEnd: Date | null;
  planPriceType: PlanPriceType;
}

/**
 * The current subscription of each given workspace (the live one, else the latest that ended) in one
 * query, whatever the number of workspaces.
 */
export async function currentSubscriptionsOf(db: Database, workspaceIds: number[]): Promise<Map<number, CurrentSubscription>> {
  if (workspaceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([subscriptions.workspaceId], {
      workspaceId: subscriptions.workspaceId,
      uuid: subscriptions.uuid,
      plan: subscriptions.plan,
      status: subscriptions.status,
      period: subscriptions.period,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      planPriceType: plans.priceType,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.code, subscriptions.plan))
    .where(inArray(subscriptions.workspaceId, workspaceIds))
    .orderBy(
      subscriptions.workspaceId,
      sql`case when ${inArray(subscriptions.status, [...liveSubscriptionStatuses])} then 0 else 1 end`,
      desc(subscriptions.createdAt),
      desc(subscriptions.uuid),
    );
  return new Map(rows.map((row) => [row.workspaceId, row]));
}
