import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { RULE_TABLE, describeCase, type RuleCase, type RuleName } from '../../../contracts/test/rule-table.js';
import { defaultRateLimits } from '../../src/config.js';
import { activeUser, bearer, registration } from '../helpers/auth.js';
import { bankTransferCompany } from '../helpers/billing.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

/**
 * The API half of the rule table (contracts/test/rule-table.ts): every row goes to the route that
 * applies the rule, and the route must accept or refuse it as the table says. The front-end half runs
 * the same rows through the forms' validators; together they prove both sides agree.
 *
 * Each request carries one other field that is always wrong, so nothing is ever created: the answer is
 * a 400 whose `fields` tell whether the field under test was refused as well.
 */
describe('the API applies the contract rule table', () => {
  let testApp: TestApp;
  let token: string;
  let workspaceId: number;
  const generous = { max: 100_000, timeWindowMs: 60_000 };
  beforeAll(async () => {
    testApp = await startTestApp({
      config: {
        rateLimits: { ...defaultRateLimits, registerPerIp: generous, registerPerEmail: generous, domainCheckPerUser: generous, bankTransferPerUser: generous },
      },
    });
    token = (await activeUser(testApp)).token;
    workspaceId = (await createWorkspace(testApp, token)).id;
  });
  afterAll(() => testApp.close());

  /** The field's code when the 400 names it; undefined when the field passed. */
  function refused(response: LightMyRequestResponse, field: string): string | undefined {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    return response.json<{ fields: Record<string, string> }>().fields[field];
  }

  /** Registration with the terms not accepted: always a 400, never a new account. */
  async function register(field: string, value: string): Promise<string | undefined> {
    const payload = { ...registration({ accept: false }), [field]: value };
    if (field === 'password') payload.password_confirmation = value;
    return refused(await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload }), field);
  }

  /** A profile password change without the current password: always a 400, the password unchanged. */
  async function profilePassword(value: string): Promise<string | undefined> {
    const payload = { new_password: value, current_password: '' };
    return refused(await testApp.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload }), 'new_password');
  }

  /** The bank-transfer form without a workspace: always a 400, no payment. */
  async function bankTransfer(field: string, value: string, context: Readonly<Record<string, string>> = {}): Promise<string | undefined> {
    const payload = {
      ...bankTransferCompany(),
      ...context,
      [field]: value,
      plan: 'pro',
      price_type: 'annual',
      idempotency_key: '6f1c1f7e-3b7c-4f57-9a53-4a1f0c1e2d3b',
    };
    return refused(await testApp.app.inject({ method: 'POST', url: '/api/payment/bank-transfer', headers: bearer(token), payload }), field);
  }

  /** The availability check: a rule broken is a 400 or `reason` invalid/reserved; free or taken passes. */
  async function workspaceDomain(value: string): Promise<string | undefined> {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/workspaces/domain', headers: bearer(token), payload: { domain: value } });
    if (response.statusCode === 400) return refused(response, 'domain');
    expect(response.statusCode).toBe(200);
    const { available, reason } = response.json<{ available: boolean; reason?: string }>();
    return available || reason === 'taken' ? undefined : reason;
  }

  /** A goal without a title: always a 400, no goal. */
  async function goalDueDate(value: string): Promise<string | undefined> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/goals`,
      headers: bearer(token),
      payload: { title: '', due_on: value },
    });
    return refused(response, 'due_on');
  }

  /** A schedule whose Monday ends before it starts: always a 400, the schedule unchanged. */
  async function scheduleZone(value: string): Promise<string | undefined> {
    const week = { mon: [['18:00', '09:00']], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspaceId}/schedule`,
      headers: bearer(token),
      payload: { time_zone: value, week },
    });
    return refused(response, 'time_zone');
  }

  const apiVerdict: Record<RuleName, (row: RuleCase) => Promise<string | undefined>> = {
    email: (row) => register('email', row.value),
    personName: (row) => register('first_name', row.value),
    registrationPassword: (row) => register('password', row.value),
    profilePassword: (row) => profilePassword(row.value),
    inn: (row) => bankTransfer('itn', row.value),
    kpp: (row) => bankTransfer('iec', row.value, row.with),
    postcode: (row) => bankTransfer('zipcode', row.value),
    phone: (row) => bankTransfer('customerPhone', row.value),
    workspaceDomain: (row) => workspaceDomain(row.value),
    supportedDate: (row) => goalDueDate(row.value),
    timeZone: (row) => scheduleZone(row.value),
  };

  const rows = (Object.entries(RULE_TABLE) as Array<[RuleName, readonly RuleCase[]]>).flatMap(([rule, cases]) =>
    cases.map((row) => [describeCase(rule, row), rule, row] as const),
  );

  it.each(rows)('%s', async (_name, rule, row) => {
    const code = await apiVerdict[rule](row);
    if (row.valid) expect(code).toBeUndefined();
    else expect(code).toEqual(expect.any(String));
  });
});
