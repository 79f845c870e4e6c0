import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { planFeatures, type PlanCode } from '../../../db/schema/index.js';

/** How many members the plan allows; undefined when the plan lists no member limit, null when it is unlimited. */
export async function findMembersCapacity(db: Database, plan: PlanCode): Promise<{ capacityTo: number | null } | undefined> {
  const [capacity] = await db
    .select({ capacityTo: planFeatures.capacityTo })
    .from(planFeatures)
    .where(and(eq(planFeatures.planCode, plan), eq(planFeatures.code, 'members')));
  return capacity;
}
