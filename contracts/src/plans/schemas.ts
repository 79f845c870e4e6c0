import { Type, type Static } from 'typebox';
import { currencies, planCodes, planFeatureCodes, planPriceTypes, storageUnits } from './enums.js';

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
export type PlanFeatureResponse = Static<typeof PlanFeatureResponse>;

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

export const PlanList = Type.Object({ data: Type.Array(PlanResponse) }, { title: 'PlanList' });
