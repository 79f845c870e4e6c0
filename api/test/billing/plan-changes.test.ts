import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { billingDeps } from '../../src/modules/billing/billing-deps.js';
import { addMonths } from '../../src/modules/billing/periods.js';
import { unusedPeriodCredit } from '../../src/modules/billing/proration.js';
import { runRenewals } from '../../src/modules/billing/jobs/renewals/run-renewals.js';
import { subscriptions } from '../../src/db/schema/index.js';
import { login } from '../helpers/auth.js';
import { get, initPayment, payerWithWorkspace, post, saveCard, type Subscription } from '../helpers/billing.js';
import { DAY } from '../helpers/clock.js';
import { FakeProvider } from '../helpers/fake-provider.js';
import { startTestApp, testConfig, type TestApp } from '../helpers/test-app.js';

interface PlanChangePreview {
  plan: string;
  price_type: string;
  current: { plan: string; price_type: string; period_end: string | null } | null;
  price: number;
  credit: number;
  credit_balance: number;
  amount_due: number;
  credit_left: number;
  period_start: string;
  period_end: string;
}

type ScheduledSubscription = Subscription & { scheduled_change: { plan: string; at: string } | null; credit_balance: number };

describe('proration arithmetic (unusedPeriodCredit)', () => {
  const start = new Date('2026-11-25T00:00:00Z');
  const end = new Date('2027-11-25T00:00:00Z');

  it('annual Pro (39 900 ₽, 365 days) changed on the day it started: all of it is credited', () => {
    expect(unusedPeriodCredit(39_900, start, end, new Date('2026-11-25T09:30:00Z'))).toBe(39_900);
  });

  it('changed on 25.05.2027: 184 of 365 days unused → 39 900 × 184 / 365 = 20 113.97 → 20 114 ₽', () => {
    expect(unusedPeriodCredit(39_900, start, end, new Date('2027-05-25T10:00:00Z'))).toBe(20_114);
  });

  it('on the last day one day is left; after the end nothing', () => {
    // 39 900 / 365 = 109.32 → 109
    expect(unusedPeriodCredit(39_900, start, end, new Date('2027-11-24T23:00:00Z'))).toBe(109);
    expect(unusedPeriodCredit(39_900, start, end, end)).toBe(0);
  });
});

describe('plan changes: proration, the preview, the scheduled switch to Free', () => {
  let provider: FakeProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await new FakeProvider().start();
  });
  afterAll(() => provider.stop());
  // Tests move their own clock by months: an app (and database) of its own keeps them apart.
  beforeEach(async () => {
    testApp = await startTestApp({ config: { payments: { ...testConfig({ driver: 'pglite' }).payments, providerUrl: provider.url } } });
  });
  afterEach(() => testApp.close());

  const run = () => runRenewals(billingDeps(testApp.app), testApp.clock.now());

  async function signIn(email: string, password: string): Promise<string> {
    return (await login(testApp, email, password)).json<{ access_token: string }>().access_token;
  }

  async function subscribed(plan: string, priceType: 'monthly' | 'annual') {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id);
    const response = await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan, price_type: priceType, card_uuid: card.uuid });
    expect(response.statusCode).toBe(201);
    return { payer, workspace, card, subscription: response.json<ScheduledSubscription>() };
  }

  function preview(token: string, workspaceId: number, query: string) {
    return get(testApp, `/api/workspaces/${workspaceId}/billing/change?${query}`, token);
  }

  async function rowOf(uuid: string) {
    return (await testApp.app.db.select().from(subscriptions).where(eq(subscriptions.uuid, uuid)))[0]!;
  }

  function chargesOf(token: string): number[] {
    return provider
      .charges()
      .filter((call) => call.body.Token === token)
      .map((call) => Number(call.body.Amount));
  }

  it('annual Pro paid to a year from now, changed today to monthly Premium: 39 900 ₽ credit, nothing due, 30 910 ₽ kept for renewals', async () => {
    const { payer, workspace, card, subscription } = await subscribed('pro', 'annual');
    const now = testApp.clock.now();
    expect(subscription.end_date).toBe(addMonths(now, 12).toISOString());

    const quote = await preview(payer.token, workspace.id, 'plan=premium&price_type=monthly');
    expect(quote.statusCode).toBe(200);
    expect(quote.json<PlanChangePreview>()).toEqual({
      plan: 'premium',
      price_type: 'monthly',
      current: { plan: 'pro', price_type: 'annual', period_end: subscription.end_date },
      price: 8990,
      credit: 39_900,
      credit_balance: 0,
      amount_due: 0,
      credit_left: 30_910,
      period_start: now.toISOString(),
      period_end: addMonths(now, 1).toISOString(),
    });

    // Nothing to pay: no payment can be opened, the change is made without one.
    const init = await post(testApp, '/api/payment/init', payer.token, {
      workspace_id: workspace.id,
      plan: 'premium',
      price_type: 'monthly',
      idempotency_key: 'premium-1',
    });
    expect([init.statusCode, init.json().code]).toEqual([422, 'no_payment_needed']);
    const changed = await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'premium', price_type: 'monthly' });
    expect(changed.statusCode).toBe(201);
    expect(changed.json<ScheduledSubscription>()).toMatchObject({
      uuid: subscription.uuid,
      plan: 'premium',
      price_type: 'monthly',
      status: 'active',
      end_date: addMonths(now, 1).toISOString(),
      credit_balance: 30_910,
      card: { uuid: card.uuid },
      auto_renew: true,
    });
    expect(chargesOf(card.providerToken)).toEqual([39_900]);

    // The next three months are paid from the credit (30 910 → 21 920 → 12 930 → 3 940), the fourth charges 8 990 − 3 940.
    const balances: number[] = [];
    for (let month = 1; month <= 4; month += 1) {
      const end = (await rowOf(subscription.uuid)).currentPeriodEnd!;
      testApp.clock.advance(end.getTime() - testApp.clock.now().getTime() + 1);
      expect((await run()).renewed).toBe(1);
      const row = await rowOf(subscription.uuid);
      expect(row.currentPeriodStart).toEqual(end);
      balances.push(row.creditBalance);
    }
    expect(balances).toEqual([21_920, 12_930, 3940, 0]);
    expect(chargesOf(card.providerToken)).toEqual([39_900, 5050]);
  });

  it('changed mid-period (184 of 365 days left) to annual Premium: the card pays 89 900 − 20 114 = 69 786 ₽ and the new year starts now', async () => {
    const { payer, workspace, card, subscription } = await subscribed('pro', 'annual');
    const today = Math.floor(testApp.clock.now().getTime() / DAY) * DAY;
    await testApp.app.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(today - 181 * DAY), currentPeriodEnd: new Date(today + 184 * DAY) })
      .where(eq(subscriptions.uuid, subscription.uuid));

    const quote = (await preview(payer.token, workspace.id, 'plan=premium&price_type=annual')).json<PlanChangePreview>();
    expect(quote).toMatchObject({ price: 89_900, credit: 20_114, credit_balance: 0, amount_due: 69_786, credit_left: 0 });

    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'premium', price_type: 'annual' });
    expect(payment.amount).toBe(69_786);
    const paid = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });
    expect([paid.statusCode, paid.json().status]).toEqual([200, 'charged']);
    expect(chargesOf(card.providerToken)).toEqual([39_900, 69_786]);

    const now = testApp.clock.now();
    const current = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json<ScheduledSubscription>();
    expect(current).toMatchObject({
      uuid: subscription.uuid,
      plan: 'premium',
      price_type: 'annual',
      credit_balance: 0,
      end_date: addMonths(now, 12).toISOString(),
    });
  });

  it('the preview charges a workspace without a paid plan the full price, and refuses bad questions', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const quote = (await preview(payer.token, workspace.id, 'plan=start&price_type=monthly')).json<PlanChangePreview>();
    expect(quote).toMatchObject({ current: null, price: 1490, credit: 0, amount_due: 1490, credit_left: 0 });

    const missing = await preview(payer.token, workspace.id, 'plan=start');
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'validation_failed']);
    const unknown = await preview(payer.token, workspace.id, 'plan=gold&price_type=monthly');
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'validation_failed']);
    const free = await preview(payer.token, workspace.id, 'plan=free&price_type=monthly');
    expect([free.statusCode, free.json().code]).toEqual([422, 'plan_not_payable']);
    const { payer: stranger } = await payerWithWorkspace(testApp);
    expect((await preview(stranger.token, workspace.id, 'plan=start&price_type=monthly')).statusCode).toBe(404);
  });

  it('Free over a paid month is scheduled for its end: the plan stays, the renewal switches it once instead of charging', async () => {
    const { payer, workspace, card, subscription } = await subscribed('pro', 'monthly');

    const scheduled = await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'free', price_type: 'monthly' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json<ScheduledSubscription>()).toMatchObject({
      uuid: subscription.uuid,
      plan: 'pro',
      status: 'active',
      end_date: subscription.end_date,
      scheduled_change: { plan: 'free', at: subscription.end_date },
    });
    const shown = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json<ScheduledSubscription>();
    expect(shown).toMatchObject({ plan: 'pro', scheduled_change: { plan: 'free', at: subscription.end_date } });

    expect(await run()).toMatchObject({ switched: 0, renewed: 0 });
    testApp.clock.advance(new Date(subscription.end_date!).getTime() - testApp.clock.now().getTime() + 1);
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.switched + second.switched).toBe(1);
    expect(first.renewed + second.renewed + first.expired + second.expired).toBe(0);
    expect((await run()).switched).toBe(0);

    expect(chargesOf(card.providerToken)).toEqual([3990]);
    expect((await rowOf(subscription.uuid)).status).toBe('cancelled');
    const live = await testApp.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.workspaceId, workspace.id), eq(subscriptions.status, 'active')));
    expect(live.map((row) => [row.plan, row.currentPeriodEnd])).toEqual([['free', null]]);
    const token = await signIn(payer.email, payer.password);
    const now = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, token)).json<ScheduledSubscription>();
    expect(now).toMatchObject({ plan: 'free', status: 'active', end_date: null, scheduled_change: null });
  });

  it('a scheduled switch can be cancelled (admins only): the period then renews as before', async () => {
    const { payer, workspace, card, subscription } = await subscribed('start', 'monthly');
    await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'free', price_type: 'monthly' });
    const { payer: stranger } = await payerWithWorkspace(testApp);

    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${subscription.uuid}/scheduled-change`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.statusCode).toBe(404);
    const kept = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${subscription.uuid}/scheduled-change`,
      headers: { authorization: `Bearer ${payer.token}` },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<ScheduledSubscription>()).toMatchObject({ plan: 'start', status: 'active', scheduled_change: null });

    testApp.clock.advance(new Date(subscription.end_date!).getTime() - testApp.clock.now().getTime() + 1);
    expect(await run()).toMatchObject({ switched: 0, renewed: 1 });
    expect(chargesOf(card.providerToken)).toEqual([1490, 1490]);
    expect((await rowOf(subscription.uuid)).plan).toBe('start');
  });

  it('Free during a trial still applies at once (nothing paid is left)', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' });
    const response = await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'free', price_type: 'monthly' });
    expect(response.statusCode).toBe(201);
    expect(response.json<ScheduledSubscription>()).toMatchObject({ plan: 'free', status: 'active', scheduled_change: null });
  });
});
