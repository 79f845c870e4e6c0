import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { cards, type CardBrand } from '../../src/db/schema/index.js';
import { addMember } from '../../src/modules/workspaces/member-repository.js';
import { activeUser, bearer, type RegisteredUser } from './auth.js';
import type { TestApp } from './test-app.js';
import { createWorkspace, type CreatedWorkspace } from './workspaces.js';

export type BillingUser = RegisteredUser & { user: { id: number; email: string } };

export interface Payment {
  uuid: string;
  status: string;
  payment_type: string;
  rate: string;
  workspace: { id: number; name: string };
  amount: number;
  method: string;
  subscription_uuid: string | null;
  decline_reason: string | null;
  three_ds_url: string | null;
  invoice_number: string | null;
  card: { uuid: string; brand: string; last4: string } | null;
  widget: Record<string, unknown> | null;
}

export interface Subscription {
  uuid: string;
  workspace_id: number;
  plan: string;
  price_type: string;
  status: string;
  started_at: string;
  current_period_start: string;
  end_date: string | null;
  trial_used: boolean;
  card: { uuid: string; brand: string; last4: string; exp_month: number; exp_year: number } | null;
  auto_renew: boolean;
  members: { active: number; capacity_to: number | null };
}

/** An activated user with a workspace of their own (they are its admin). */
export async function payerWithWorkspace(testApp: TestApp, lang = 'en'): Promise<{ payer: BillingUser; workspace: CreatedWorkspace }> {
  const payer = (await activeUser(testApp, { lang })) as BillingUser;
  const workspace = await createWorkspace(testApp, payer.token);
  return { payer, workspace };
}

/** A card saved for the user as the payment flow would (token known to the fake provider). */
export async function saveCard(testApp: TestApp, userId: number, token = `tok_${randomUUID()}`, brand: CardBrand = 'visa') {
  const [card] = await testApp.app.db
    .insert(cards)
    .values({ userId, providerToken: token, brand, last4: '4242', expMonth: 12, expYear: 2030, createdAt: testApp.clock.now() })
    .returning();
  return card!;
}

/** Adds `count` new active members to the workspace at the app's current time. */
export async function addMembers(testApp: TestApp, workspaceId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await activeUser(testApp);
    await addMember(testApp.app.db, { workspaceId, userId: member.user.id, role: 'member', now: testApp.clock.now() });
    ids.push(member.user.id);
  }
  return ids;
}

export function post(testApp: TestApp, url: string, token: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

export function get(testApp: TestApp, url: string, token: string) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
}

export async function initPayment(testApp: TestApp, token: string, body: Record<string, unknown>): Promise<Payment> {
  const response = await post(testApp, '/api/payment/init', token, { price_type: 'monthly', idempotency_key: randomUUID(), ...body });
  expect([200, 201]).toContain(response.statusCode);
  return response.json<Payment>();
}

/** A legal entity with valid INN (checksum) and KPP. */
export function bankTransferCompany(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'ООО «Ромашка»',
    customerName: 'Иван Петров',
    customerPhone: '+7 916 123-45-67',
    itn: '7707083893',
    iec: '773601001',
    region: 'Москва',
    city: 'Москва',
    address: 'ул. Тверская, д. 1',
    unit: 'офис 5',
    zipcode: '125009',
    mailAddress: null,
    ...overrides,
  };
}
