import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { plans, type PlanCode, type PlanPriceType } from '../../../db/schema/index.js';

export interface PlanPrice {
  code: PlanCode;
  priceType: PlanPriceType;
  priceMonthly: number;
  priceAnnual: number;
}

export async function findPlanPrice(db: Database, code: PlanCode): Promise<PlanPrice | undefined> {
  const [plan] = await db
    .select({ code: plans.code, priceType: plans.priceType, priceMonthly: plans.priceMonthly, priceAnnual: plans.priceAnnual })
    .from(plans)
    .where(eq(plans.code, code));
  return plan;
}
