import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PlanLimitKind } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { liveSubscriptionStatuses, planFeatures, subscriptions, workspaces, type PlanCode } from '../../db/schema/index.js';

/** The plan a workspace runs on and its capacity of one kind (null: unlimited). */
export interface WorkspacePlanCapacity {
  plan: PlanCode;
  capacity: number | null;
}

/**
 * Locks the workspace row until the transaction ends: every change that adds to a counted capacity
 * takes it first, so two of them in one workspace run one after the other and the second counts the
 * first. NO KEY UPDATE: rows that merely reference the workspace (tasks, events) can still be inserted.
 */
export async function lockWorkspaceForCapacity(tx: Database, workspaceId: number): Promise<void> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('no key update');
}

/**
 * The workspace's plan — that of its live (trial, active, past-due) subscription, else `free` — and
 * the plan's capacity of `kind` from the plan catalogue.
 */
export async function planCapacityOfWorkspace(tx: Database, workspaceId: number, kind: PlanLimitKind): Promise<WorkspacePlanCapacity> {
  const [live] = await tx
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), inArray(subscriptions.status, [...liveSubscriptionStatuses])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const plan = live?.plan ?? 'free';
  const [feature] = await tx
    .select({ capacityTo: planFeatures.capacityTo })
    .from(planFeatures)
    .where(and(eq(planFeatures.planCode, plan), eq(planFeatures.code, kind)));
  return { plan, capacity: feature?.capacityTo ?? null };
}
