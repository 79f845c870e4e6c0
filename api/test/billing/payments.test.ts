import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { payments, paymentStatuses, type NewPayment } from '../../src/db/schema/index.js';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace, type CreatedWorkspace } from '../helpers/workspaces.js';

type User = RegisteredUser & { user: { id: number } };
type Payment = {
  uuid: string;
  status: string;
  payment_type: string;
  rate: string;
  workspace: { id: number; name: string };
  amount: number;
  currency: string;
  created_at: string;
  method: string;
};
type Page = { data: Payment[]; meta: { page: number; per_page: number; total: number; last_page: number } };

const BASE = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

describe('GET /api/payments', () => {
  let testApp: TestApp;
  let payer: User;
  let other: User;
  let payerWorkspaces: CreatedWorkspace[];
  /** The payer's payments, newest first (the order the list must have). */
  let expected: Array<{ uuid: string; createdAt: Date }>;

  beforeAll(async () => {
    testApp = await startTestApp();
    payer = await activeUser(testApp);
    other = await activeUser(testApp);
    payerWorkspaces = [await createWorkspace(testApp, payer.token, { name: 'Alpha' }), await createWorkspace(testApp, payer.token, { name: 'Beta' })];
    const otherWorkspace = await createWorkspace(testApp, other.token, { name: 'Other' });

    // 45 payments of the payer; payments 10–12 share one instant (the uuid orders them).
    const rows: NewPayment[] = Array.from({ length: 45 }, (_, index) => ({
      userId: payer.user.id,
      workspaceId: payerWorkspaces[index % 2]!.id,
      status: paymentStatuses[index % paymentStatuses.length]!,
      paymentType: index % 3 === 0 ? 'annual' : 'monthly',
      rate: index % 2 === 0 ? 'pro' : 'flex',
      amount: 1000 + index,
      createdAt: new Date(BASE + (index >= 10 && index <= 12 ? 10 : index) * HOUR),
    }));
    // Inserted in a shuffled order: the list must not depend on it.
    const shuffled = [...rows.filter((_, index) => index % 2 === 1), ...rows.filter((_, index) => index % 2 === 0)];
    const inserted = await testApp.app.db.insert(payments).values(shuffled).returning();
    await testApp.app.db.insert(payments).values(
      [1, 2, 3].map((n) => ({
        userId: other.user.id,
        workspaceId: otherWorkspace.id,
        paymentType: 'monthly' as const,
        rate: 'start' as const,
        amount: 1490,
        createdAt: new Date(BASE + n * HOUR),
      })),
    );
    expected = inserted
      .map((row) => ({ uuid: row.uuid, createdAt: row.createdAt }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.uuid < b.uuid ? 1 : a.uuid > b.uuid ? -1 : 0));
  });
  afterAll(() => testApp.close());

  const list = (token: string, query = '') => testApp.app.inject({ method: 'GET', url: `/api/payments${query}`, headers: bearer(token) });

  it('pages the user’s 45 payments 20 at a time, newest first, with the meta of the whole list', async () => {
    const pages: Page[] = [];
    for (const page of [1, 2, 3]) {
      const response = await list(payer.token, `?page=${page}`);
      expect(response.statusCode).toBe(200);
      pages.push(response.json<Page>());
    }

    expect(pages.map((page) => page.data.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.meta)).toEqual([1, 2, 3].map((page) => ({ page, per_page: 20, total: 45, last_page: 3 })));
    const uuids = pages.flatMap((page) => page.data.map((payment) => payment.uuid));
    expect(uuids).toEqual(expected.map((payment) => payment.uuid));
    expect(new Set(uuids).size).toBe(45);
  });

  it('gives each payment its status, type, plan, workspace, amount, time and method', async () => {
    const [newest] = (await list(payer.token, '?page=1')).json<Page>().data;

    // The newest is payment 44 (index 44): workspace Alpha, pro, monthly.
    expect(newest).toEqual({
      uuid: expected[0]!.uuid,
      status: paymentStatuses[44 % paymentStatuses.length],
      payment_type: 'monthly',
      rate: 'pro',
      workspace: { id: payerWorkspaces[0]!.id, name: 'Alpha' },
      amount: 1044,
      currency: 'RUB',
      created_at: new Date(BASE + 44 * HOUR).toISOString(),
      method: 'card',
    });
  });

  it('without a page parameter → page 1', async () => {
    const response = (await list(payer.token)).json<Page>();
    expect(response.meta).toEqual({ page: 1, per_page: 20, total: 45, last_page: 3 });
    expect(response.data.map((payment) => payment.uuid)).toEqual(expected.slice(0, 20).map((payment) => payment.uuid));
  });

  it('a page past the end → no data, the meta still right', async () => {
    for (const page of [4, 1000]) {
      const response = await list(payer.token, `?page=${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], meta: { page, per_page: 20, total: 45, last_page: 3 } });
    }
  });

  it('shows each user only their own payments', async () => {
    const theirs = (await list(other.token)).json<Page>();
    expect(theirs.meta).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(theirs.data.map((payment) => payment.workspace.name)).toEqual(['Other', 'Other', 'Other']);
    expect(theirs.data.map((payment) => payment.created_at)).toEqual([3, 2, 1].map((n) => new Date(BASE + n * HOUR).toISOString()));

    const newcomer = await activeUser(testApp);
    expect((await list(newcomer.token)).json()).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } });
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['1e2'], [''], ['2a'], [' 2'], ['99999999999999999999']])(
    'page=%j → 400 validation_failed (page invalid)',
    async (page) => {
      const response = await list(payer.token, `?page=${encodeURIComponent(page)}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { page: 'invalid' } });
    },
  );

  it('a repeated page parameter is invalid too', async () => {
    const response = await list(payer.token, '?page=1&page=2');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ page: 'invalid' });
  });

  it('needs a token', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
  });
});
