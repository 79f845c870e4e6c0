import type { Plan } from '@stepwise/shared';

/** A plan list in the shape of `GET /api/plans` (whole roubles; annual = 10 × monthly). */
export const PLANS: Plan[] = [
  {
    code: 'free',
    name: { ru: 'Бесплатный', en: 'Free' },
    description: { ru: 'Для знакомства и небольших личных проектов.', en: 'To get to know Stepwise and for small personal projects.' },
    price_type: 'monthly',
    prices: { monthly: 0, annual: 0 },
    currency: 'RUB',
    features: [
      { code: 'members', capacity_from: 0, capacity_to: 3 },
      { code: 'projects', capacity_from: 0, capacity_to: 1 },
      { code: 'kb_pages', capacity_from: 0, capacity_to: 50 },
      { code: 'storage', capacity_from: 0, capacity_to: 500, unit: 'mb' },
    ],
  },
  {
    code: 'flex',
    name: { ru: 'Флекс', en: 'Flex' },
    description: { ru: 'Оплата только за активных участников.', en: 'Pay only for active members.' },
    price_type: 'per_member_month',
    prices: { monthly: 390, annual: 3900 },
    currency: 'RUB',
    features: [
      { code: 'members', capacity_from: 2, capacity_to: 50 },
      { code: 'projects', capacity_from: 0, capacity_to: null },
      { code: 'kb_pages', capacity_from: 0, capacity_to: 1000 },
      { code: 'storage', capacity_from: 0, capacity_to: 10, unit: 'gb' },
    ],
  },
  {
    code: 'pro',
    name: { ru: 'Про', en: 'Pro' },
    description: { ru: 'Для команд, которые растут.', en: 'For growing teams.' },
    price_type: 'monthly',
    prices: { monthly: 4990, annual: 49900 },
    currency: 'RUB',
    recommended: true,
    features: [
      { code: 'members', capacity_from: 0, capacity_to: 25 },
      { code: 'projects', capacity_from: 0, capacity_to: null },
      { code: 'kb_pages', capacity_from: 0, capacity_to: null },
      { code: 'storage', capacity_from: 0, capacity_to: 100, unit: 'gb' },
    ],
  },
];
