import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { feedback } from '../src/db/schema/index.js';
import { activeUser, bearer, me, uniqueEmail } from './helpers/auth.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { createWorkspace, workspaceBody } from './helpers/workspaces.js';

const NUL = '\u0000';

describe('a NUL character in any text field', () => {
  let testApp: TestApp;
  let token: string;
  let workspaceId: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    token = (await activeUser(testApp)).token;
    workspaceId = (await createWorkspace(testApp, token)).id;
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object, headers: Record<string, string> = bearer(token)) => testApp.app.inject({ method: 'POST', url, headers, payload });

  it.each([
    ['first_name', { first_name: `Ada${NUL}` }],
    ['last_name', { last_name: `${NUL}Lovelace` }],
  ])('PUT /api/users/me with one in %s → 400 validation_failed for the field, the profile unchanged', async (field, payload) => {
    const before = (await me(testApp, token)).json();

    const response = await testApp.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: expect.any(String), fields: { [field]: 'invalid' } });
    expect((await me(testApp, token)).json()).toEqual(before);
  });

  it.each([
    ['name', { name: `Ac${NUL}me` }],
    ['custom_department', { department: 'other', custom_department: `QA${NUL}` }],
  ])('POST /api/workspaces with one in %s → 400 validation_failed for the field', async (field, overrides) => {
    const response = await post('/api/workspaces', workspaceBody(overrides));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: expect.any(String), fields: { [field]: 'invalid' } });
  });

  it('POST /api/payment/init with one in idempotency_key → 400 validation_failed for the field', async () => {
    const response = await post('/api/payment/init', {
      workspace_id: workspaceId,
      plan: 'pro',
      price_type: 'monthly',
      idempotency_key: `${randomUUID()}${NUL}`,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      fields: { idempotency_key: 'invalid' },
    });
  });

  it('POST /api/feedback (no session) with one in the message → 400 validation_failed, nothing stored', async () => {
    const [{ stored: before }] = await testApp.app.db.select({ stored: count() }).from(feedback);

    const response = await post('/api/feedback', { name: 'Ada', email: uniqueEmail(), message: `Hello, how do sprints work?${NUL}` }, {});

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: expect.any(String), fields: { message: 'invalid' } });
    const [{ stored: after }] = await testApp.app.db.select({ stored: count() }).from(feedback);
    expect(after).toBe(before);
  });

  it('is reported with the other problems of the request, field by field', async () => {
    const response = await post('/api/feedback', { name: `A${NUL}da`, email: 'not an email', message: '' }, {});

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: 'invalid', email: 'invalid', message: 'required' });
  });

  it('is refused in a query string and in nested fields too, with the field named', async () => {
    const query = await testApp.app.inject({ method: 'GET', url: '/api/payments?page=1&status=%00', headers: bearer(token) });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'validation_failed', fields: { status: expect.any(String) } });

    const nested = await post('/api/auth/register', { first_name: 'Ada', extra: { deep: [`x${NUL}`] } }, {});
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ code: 'validation_failed', fields: { 'extra.deep.0': 'invalid' } });
  });
});
