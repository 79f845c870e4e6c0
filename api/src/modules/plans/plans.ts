import { Type, type Static } from 'typebox';
import { currencies, planCodes, planFeatureCodes, planPriceTypes, storageUnits } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { selectPlanCatalogue, type PlanFeatureRow } from './plan-repository.js';

const Localized = Type.Object({ ru: Type.String(), en: Type.String() });

export const PlanFeatureResponse = Type.Object(
  {
    code: Type.Enum(planFeatureCodes),
    capacity_from: Type.Integer({ minimum: 0 }),
    capacity_to: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'null: unlimited' }),
    unit: Type.Optional(Type.Enum(storageUnits, { description: 'Storage only' })),
  },
  { title: 'PlanFeature' },
);

export const PlanResponse = Type.Object(
  {
    code: Type.Enum(planCodes),
    name: Localized,
    description: Localized,
    price_type: Type.Enum(planPriceTypes, {
      description: 'per_member_month: prices are per active member per month; monthly: flat prices',
    }),
    prices: Type.Object(
      {
        monthly: Type.Integer({ minimum: 0, description: 'Whole roubles per month' }),
        annual: Type.Integer({ minimum: 0, description: 'Whole roubles per year: 10 × monthly (2 months free)' }),
      },
      { description: 'Per member for per_member_month plans' },
    ),
    currency: Type.Enum(currencies),
    features: Type.Array(PlanFeatureResponse, { description: 'members, projects, kb_pages, storage, in that order' }),
    recommended: Type.Optional(Type.Boolean({ description: 'Present (true) on the one recommended plan only' })),
  },
  { title: 'Plan' },
);

export type PlanResponse = Static<typeof PlanResponse>;

function toFeature(row: PlanFeatureRow): Static<typeof PlanFeatureResponse> {
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
