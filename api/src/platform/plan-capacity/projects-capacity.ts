import { and, count, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { PlanLimitDetails } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { projects, type PlanCode } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { ErrorResponse } from '../../errors/error-response.js';
import { lockWorkspaceForCapacity, planCapacityOfWorkspace } from './plan-capacity-of-workspace.js';

/** Projects of the workspace that are not archived: what the `projects` capacity counts. */
async function countActiveProjects(tx: Database, workspaceId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), isNull(projects.archivedAt)));
  return row?.value ?? 0;
}

/** 409 plan_limit for projects: the body names the limit, the plan's number and the plan (PlanLimitDetails). */
export function projectsLimitReached(capacity: number, plan: PlanCode): AppError {
  const details: PlanLimitDetails = { limit: 'projects', capacity, plan };
  return new AppError(409, 'plan_limit', `The ${plan} plan allows at most ${capacity} active projects: archive one or upgrade the plan`, undefined, {
    details: { ...details },
  });
}

/**
 * Throws 409 plan_limit unless the workspace's plan has room for one more active project. Call it in
 * the transaction that creates or restores the project, before writing anything: it locks the
 * workspace row first, so two requests racing for the last place run one after the other.
 */
export async function assertProjectCapacity(tx: Database, workspaceId: number): Promise<void> {
  await lockWorkspaceForCapacity(tx, workspaceId);
  const { plan, capacity } = await planCapacityOfWorkspace(tx, workspaceId, 'projects');
  if (capacity === null) return;
  if ((await countActiveProjects(tx, workspaceId)) + 1 > capacity) throw projectsLimitReached(capacity, plan);
}

/** The 409 of a route that may refuse with plan_limit: the error body, with the capacity's details then. */
export function planLimitConflictResponse(description: string) {
  return Type.Object(
    {
      ...ErrorResponse.properties,
      limit: Type.Optional(PlanLimitDetails.properties.limit),
      capacity: Type.Optional(PlanLimitDetails.properties.capacity),
      plan: Type.Optional(PlanLimitDetails.properties.plan),
    },
    { title: 'PlanLimitError', additionalProperties: false, description },
  );
}
