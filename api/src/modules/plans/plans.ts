import { planFeatureCodes } from '@stepwise/contracts';
import type { PlanFeatureResponse, PlanResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { selectPlanCatalogue, type PlanFeatureRow } from './plan-repository.js';

function toFeature(row: PlanFeatureRow): PlanFeatureResponse {
  return {
    code: row.code,
    capacity_from: row.capacityFrom,
    capacity_to: row.capacityTo,
    ...(row.unit !== null && { unit: row.unit }),
  };
}

/** The catalogue in display order (free → corporate), each plan's features in the order of planFeatureCodes. */
export async function listPlans(db: Database): Promise<PlanResponse[]> {
  const { planRows, featureRows } = await selectPlanCatalogue(db);
  const featureOrder = (row: PlanFeatureRow) => planFeatureCodes.indexOf(row.code);
  return planRows.map((plan) => ({
    code: plan.code,
    name: { ru: plan.nameRu, en: plan.nameEn },
    description: { ru: plan.descriptionRu, en: plan.descriptionEn },
    price_type: plan.priceType,
    prices: { monthly: plan.priceMonthly, annual: plan.priceAnnual },
    currency: plan.currency,
    features: featureRows
      .filter((feature) => feature.planCode === plan.code)
      .sort((a, b) => featureOrder(a) - featureOrder(b))
      .map(toFeature),
    ...(plan.recommended && { recommended: true }),
  }));
}
