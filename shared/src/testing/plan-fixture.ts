import type { Plan, PlanCode, PlanPriceType } from '../plans/plan-types';

/** A rate plan as `GET /api/plans` lists it (Pro at 4 990 ₽ a month, 49 900 ₽ a year), with the given changes. */
export function planFixture(overrides: Partial<Plan> = {}): Plan {
  return {
    code: 'pro',
    name: { ru: 'Про', en: 'Pro' },
    description: { ru: '', en: '' },
    price_type: 'monthly',
    prices: { monthly: 4990, annual: 49900 },
    currency: 'RUB',
    features: [],
    ...overrides,
  };
}

function cataloguePlan(code: PlanCode, ru: string, en: string, monthly: number, membersTo: number | null, priceType: PlanPriceType = 'monthly'): Plan {
  return planFixture({
    code,
    name: { ru, en },
    description: { ru: `Тариф ${ru}`, en: `The ${en} plan` },
    price_type: priceType,
    prices: { monthly, annual: monthly * 10 },
    features: [{ code: 'members', capacity_from: 1, capacity_to: membersTo }],
  });
}

/**
 * The six plans in catalogue order, with the migrations' names, prices and member limits (Pro at
 * 3 990 ₽ for up to 30 members, Flex at 390 ₽ per member); descriptions read "The Flex plan".
 */
export function planCatalogueFixture(): Plan[] {
  return [
    cataloguePlan('free', 'Бесплатный', 'Free', 0, 3),
    cataloguePlan('flex', 'Гибкий', 'Flex', 390, null, 'per_member_month'),
    cataloguePlan('start', 'Старт', 'Start', 1490, 10),
    cataloguePlan('pro', 'Про', 'Pro', 3990, 30),
    cataloguePlan('premium', 'Премиум', 'Premium', 8990, 100),
    cataloguePlan('corporate', 'Корпоративный', 'Corporate', 24990, null),
  ];
}
