import type { Plan, User } from '@stepwise/shared';
import { planFixture } from '@stepwise/shared/testing';
import type { Card, Payment, Workspace } from '../common/api/account-types';

export const user: User = {
  id: 7,
  first_name: 'Anna',
  last_name: 'Ivanova',
  email: 'anna@example.com',
  status: 'active',
  lang: 'en',
  photo_sm: null,
  photo_lg: null,
};

export function workspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 42,
    name: 'Acme',
    domain: 'acme',
    role: 'admin',
    member_count: 3,
    created_at: '2026-01-10T09:00:00Z',
    subscription: { uuid: 'sub-1', plan: 'pro', status: 'active', price_type: 'monthly', ends_at: '2026-03-12T00:00:00Z' },
    ...overrides,
  };
}

function plan(code: Plan['code'], ru: string, en: string, monthly: number, priceType: Plan['price_type'] = 'monthly'): Plan {
  return planFixture({ code, name: { ru, en }, description: { ru: `Тариф ${ru}`, en: `The ${en} plan` }, price_type: priceType, prices: { monthly, annual: monthly * 10 } });
}

export const plans: Plan[] = [
  plan('free', 'Бесплатный', 'Free', 0),
  plan('flex', 'Гибкий', 'Flex', 390, 'per_member_month'),
  plan('start', 'Старт', 'Start', 1490),
  plan('pro', 'Про', 'Pro', 4990),
  plan('premium', 'Премиум', 'Premium', 9990),
  plan('corporate', 'Корпоративный', 'Corporate', 19990),
];

export function card(overrides: Partial<Card> = {}): Card {
  return {
    uuid: 'card-1',
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: 2027,
    subscriptions: [{ uuid: 'sub-1', workspace_id: 42, workspace_name: 'Acme' }],
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    uuid: 'pay-1',
    status: 'charged',
    payment_type: 'monthly',
    rate: 'pro',
    workspace: { id: 42, name: 'Acme' },
    amount: 4990,
    currency: 'RUB',
    created_at: '2026-02-01T10:00:00Z',
    ...overrides,
  };
}
