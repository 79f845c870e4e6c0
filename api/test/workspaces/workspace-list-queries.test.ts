import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { statementsDuring } from '../helpers/statements.js';
import { createWorkspace } from '../helpers/workspaces.js';

describe('GET /api/workspaces reads a fixed number of statements', () => {
  let testApp: TestApp;
  let withOne: RegisteredUser;
  let withSeven: RegisteredUser;
  beforeAll(async () => {
    testApp = await startTestApp();
    withOne = await activeUser(testApp);
    withSeven = await activeUser(testApp);
    await createWorkspace(testApp, withOne.token);
    const created = [];
    for (let index = 0; index < 7; index += 1) created.push(await createWorkspace(testApp, withSeven.token));
    // Some workspaces with a subscription, some without: both kinds must come from the same statements.
    for (const workspace of created.slice(0, 3)) {
      const trial = await testApp.app.inject({
        method: 'POST',
        url: '/api/subscriptions/trial',
        headers: bearer(withSeven.token),
        payload: { workspace_id: workspace.id, plan: 'pro' },
      });
      expect(trial.statusCode).toBe(201);
    }
  });
  afterAll(() => testApp.close());

  async function listStatements(user: RegisteredUser) {
    // The first request refreshes the token's last use; count a later one, as most requests are.
    await testApp.app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(user.token) });
    let body: { data: Array<{ subscription: unknown }> } = { data: [] };
    const statements = await statementsDuring(testApp, async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(user.token) });
      expect(response.statusCode).toBe(200);
      body = response.json();
    });
    return { statements, body };
  }

  it('answers seven workspaces with as many statements as one: the token, the workspaces, their subscriptions', async () => {
    const one = await listStatements(withOne);
    const seven = await listStatements(withSeven);

    expect(one.body.data).toHaveLength(1);
    expect(seven.body.data).toHaveLength(7);
    expect(seven.statements).toHaveLength(one.statements.length);
    // Beside the access token lookup: one statement for the workspaces, one for their subscriptions.
    expect(seven.statements.filter((sql) => !/"access_tokens"/.test(sql))).toHaveLength(2);

    const subscribed = seven.body.data.filter((workspace) => workspace.subscription !== null);
    expect(subscribed).toHaveLength(3);
    for (const workspace of subscribed) {
      expect(workspace.subscription).toEqual({
        uuid: expect.any(String),
        plan: 'pro',
        status: 'trial',
        price_type: 'monthly',
        ends_at: expect.any(String),
      });
    }
  });
});
