import type { PlanLimitDetails, PlanLimitKind } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import type { PlanCode } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { countActiveMembers, countOpenProjects, findPlanCapacity, findWorkspacePlan, lockWorkspaceRow } from './plan-capacity-repository.js';

/** How many of a kind a workspace uses now. */
export type CapacityCounter = (tx: Database, workspaceId: number) => Promise<number>;

const counters: Record<PlanLimitKind, CapacityCounter> = {
  members: countActiveMembers,
  projects: countOpenProjects,
};

const nouns: Record<PlanLimitKind, string> = { members: 'active members', projects: 'active projects' };
const ways: Record<PlanLimitKind, string> = { members: 'upgrade the plan to add more', projects: 'archive one or upgrade the plan' };

/** 409 plan_limit: the body names the limit, the plan's number and the plan (PlanLimitDetails). */
export function planLimitReached(limit: PlanLimitKind, capacity: number, plan: PlanCode): AppError {
  const details: PlanLimitDetails = { limit, capacity, plan };
  return new AppError(409, 'plan_limit', `The ${plan} plan allows at most ${capacity} ${nouns[limit]}: ${ways[limit]}`, undefined, {
    details: { ...details },
  });
}

export interface CapacityCheck {
  /** How many the change adds (1 by default). */
  adding?: number;
  /** Counts what the capacity limits, instead of the kind's own counter. */
  count?: CapacityCounter;
}

/**
 * Throws 409 plan_limit unless the workspace's plan has room for `adding` more of `kind`. Call it inside
 * the transaction that makes the change, before writing anything: it locks the workspace row first, so
 * two changes racing for the last place run one after the other and the second is refused. The plan is
 * that of the live subscription (trial, active, past-due); a workspace without one is on `free`.
 */
export async function assertPlanCapacity(tx: Database, workspaceId: number, kind: PlanLimitKind, { adding = 1, count }: CapacityCheck = {}): Promise<void> {
  await lockWorkspaceRow(tx, workspaceId);
  const plan = await findWorkspacePlan(tx, workspaceId);
  const capacity = await findPlanCapacity(tx, plan, kind);
  if (capacity === null) return;
  const used = await (count ?? counters[kind])(tx, workspaceId);
  if (used + adding > capacity) throw planLimitReached(kind, capacity, plan);
}
