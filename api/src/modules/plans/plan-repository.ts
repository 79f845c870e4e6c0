import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { planFeatures, plans, type PlanFeatureRow } from '../../db/schema/index.js';

export type { PlanFeatureRow };

/** Every plan in display order and every plan feature (two queries, run together). */
export async function selectPlanCatalogue(db: Database) {
  const [planRows, featureRows] = await Promise.all([db.select().from(plans).orderBy(asc(plans.position)), db.select().from(planFeatures)]);
  return { planRows, featureRows };
}
