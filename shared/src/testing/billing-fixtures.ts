import type { BillingPreview, Card, Payment, PaymentWidget, PlanChangePreview, Subscription, SubscriptionStatus } from '../billing/billing-types';
import type { PlanCode } from '../plans/plan-types';

/** A workspace as `GET workspaces/{id}` returns it; each screen reads the fields it needs. */
export interface WorkspaceFixture {
  id: number;
  name: string;
  domain: string;
  role: 'admin' | 'member';
  member_count: number;
  created_at: string;
  subscription?: { uuid: string; plan: PlanCode; status: SubscriptionStatus; price_type: string; ends_at: string | null } | null;
}

export function workspaceFixture(overrides: Partial<WorkspaceFixture> = {}): WorkspaceFixture {
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

/** A saved card as `GET cards` lists it. */
export function cardFixture(overrides: Partial<Card> = {}): Card {
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

/** A card payment still waiting for the shopper, as `GET payment/{uuid}` returns it. */
export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
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

/** What the card widget is opened with for pay-1. */
export function paymentWidgetFixture(overrides: Partial<PaymentWidget> = {}): PaymentWidget {
  return {
    script_url: 'https://pay.example.test/widget.js',
    public_id: 'pk_test',
    invoice_id: 'pay-1',
    account_id: '7',
    amount: 3990,
    currency: 'RUB',
    description: 'Stepwise Pro, 1 month',
    email: 'anna@example.com',
    scheme: 'charge',
    ...overrides,
  };
}

export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
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
    scheduled_change: null,
    credit_balance: 0,
    members: { active: 4, capacity_to: 30 },
    ...overrides,
  };
}

/** The next bill of a Flex workspace: 8 members at peak × 390 ₽. */
export function billingPreviewFixture(overrides: Partial<BillingPreview> = {}): BillingPreview {
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

/** Buying monthly Pro for a workspace without a paid subscription: the full price, nothing credited. */
export function planChangePreviewFixture(overrides: Partial<PlanChangePreview> = {}): PlanChangePreview {
  return {
    plan: 'pro',
    price_type: 'monthly',
    current: null,
    price: 3990,
    credit: 0,
    credit_balance: 0,
    amount_due: 3990,
    credit_left: 0,
    period_start: '2026-02-10T00:00:00Z',
    period_end: '2026-03-10T00:00:00Z',
    ...overrides,
  };
}
