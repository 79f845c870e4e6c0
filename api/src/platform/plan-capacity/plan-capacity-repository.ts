import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PlanLimitKind } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { liveSubscriptionStatuses, planFeatures, projects, subscriptions, workspaceMembers, workspaces, type PlanCode } from '../../db/schema/index.js';

/**
 * Locks the workspace row until the transaction ends: every change that adds to a counted capacity
 * (or changes membership) takes it first, so two of them in one workspace run one after the other.
 * NO KEY UPDATE rather than UPDATE: it orders such changes without blocking inserts of rows that merely
 * reference the workspace (tasks, events). Returns false when the workspace does not exist.
 */
export async function lockWorkspaceRow(tx: Database, workspaceId: number): Promise<boolean> {
  const [row] = await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('no key update');
  return row !== undefined;
}

/** The plan the workspace runs on: that of its live (trial, active, past-due) subscription, else `free`. */
export async function findWorkspacePlan(tx: Database, workspaceId: number): Promise<PlanCode> {
  const [live] = await tx
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), inArray(subscriptions.status, [...liveSubscriptionStatuses])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return live?.plan ?? 'free';
}

/** The plan's capacity of one kind: a number, null when unlimited (or when the plan lists no such limit). */
export async function findPlanCapacity(tx: Database, plan: PlanCode, kind: PlanLimitKind): Promise<number | null> {
  const [feature] = await tx
    .select({ capacityTo: planFeatures.capacityTo })
    .from(planFeatures)
    .where(and(eq(planFeatures.planCode, plan), eq(planFeatures.code, kind)));
  return feature?.capacityTo ?? null;
}

/** Members active in the workspace now (what the `members` capacity counts). */
export async function countActiveMembers(tx: Database, workspaceId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.status, 'active')));
  return row?.count ?? 0;
}

/** Projects of the workspace that are not archived (what the `projects` capacity counts). */
export async function countOpenProjects(tx: Database, workspaceId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), isNull(projects.archivedAt)));
  return row?.count ?? 0;
}
