import type { Plan } from '../plans/plan-types';

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
