import type { BillingPreview, Card, Payment, Plan, Subscription, User } from '@stepwise/shared';
import { planFixture } from '@stepwise/shared/testing';
import type { BillingWorkspace } from '../common/api/workspace-api';

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

export function workspace(overrides: Partial<BillingWorkspace> = {}): BillingWorkspace {
  return { id: 42, name: 'Acme', member_count: 3, ...overrides };
}

function plan(code: Plan['code'], ru: string, en: string, monthly: number, priceType: Plan['price_type'] = 'monthly', membersTo: number | null = 10): Plan {
  return planFixture({
    code,
    name: { ru, en },
    price_type: priceType,
    prices: { monthly, annual: monthly * 10 },
    features: [{ code: 'members', capacity_from: 1, capacity_to: membersTo }],
  });
}

export const plans: Plan[] = [
  plan('free', 'Бесплатный', 'Free', 0, 'monthly', 3),
  plan('flex', 'Гибкий', 'Flex', 390, 'per_member_month', null),
  plan('start', 'Старт', 'Start', 1490),
  plan('pro', 'Про', 'Pro', 3990, 'monthly', 30),
];

export function card(overrides: Partial<Card> = {}): Card {
  return { uuid: 'card-1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2027, subscriptions: [], ...overrides };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    uuid: 'pay-1',
    status: 'pending',
    payment_type: 'monthly',
    rate: 'pro',
    workspace: { id: 42, name: 'Acme' },
    amount: 3990,
    currency: 'RUB',
    created_at: '2026-02-01T10:00:00Z',
    method: 'card',
    subscription_uuid: null,
    decline_reason: null,
    three_ds_url: null,
    invoice_number: null,
    card: null,
    widget: null,
    ...overrides,
  };
}

export const widget = {
  script_url: 'https://pay.example.test/widget.js',
  public_id: 'pk_test',
  invoice_id: 'pay-1',
  account_id: '7',
  amount: 3990,
  currency: 'RUB' as const,
  description: 'Stepwise Pro, 1 month',
  email: 'anna@example.com',
  scheme: 'charge' as const,
};

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    uuid: 'sub-1',
    workspace_id: 42,
    plan: 'pro',
    price_type: 'monthly',
    status: 'active',
    started_at: '2026-01-10T09:00:00Z',
    current_period_start: '2026-02-10T00:00:00Z',
    end_date: '2026-03-10T00:00:00Z',
    trial_used: true,
    card: { uuid: 'card-1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2027 },
    auto_renew: true,
    members: { active: 4, capacity_to: 30 },
    ...overrides,
  };
}

export function billingPreview(overrides: Partial<BillingPreview> = {}): BillingPreview {
  return {
    plan: 'flex',
    price_type: 'per_member_month',
    period_start: '2026-02-10T00:00:00Z',
    period_end: '2026-03-10T00:00:00Z',
    billing_date: '2026-03-10T00:00:00Z',
    peak_active_members: 8,
    active_members: 6,
    unit_price: 390,
    amount: 3120,
    ...overrides,
  };
}
