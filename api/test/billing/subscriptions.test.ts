import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { cardEvents, subscriptions } from '../../src/db/schema/index.js';
import { addMember, setMemberStatus } from '../../src/modules/workspaces/index.js';
import { activeUser, bearer } from '../helpers/auth.js';
import { addMembers, get, payerWithWorkspace, post, saveCard, type Subscription } from '../helpers/billing.js';
import { DAY } from '../helpers/clock.js';
import { FakeProvider } from '../helpers/fake-provider.js';
import { startTestApp, testConfig, type TestApp } from '../helpers/test-app.js';

describe('subscriptions', () => {
  let provider: FakeProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await new FakeProvider().start();
    testApp = await startTestApp({ config: { payments: { ...testConfig({ driver: 'pglite' }).payments, providerUrl: provider.url } } });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.stop();
  });

  it('the free plan is active at once, without payment or end', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const response = await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'free', price_type: 'monthly' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ plan: 'free', status: 'active', end_date: null, card: null, auto_renew: false, trial_used: false });
    expect(provider.calls).toHaveLength(0);
  });

  it('a paid plan without card_uuid → 422 payment_required; with a card it is charged and active', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id);
    const body = { workspace_id: workspace.id, plan: 'premium', price_type: 'annual' };

    const noCard = await post(testApp, '/api/subscriptions', payer.token, body);
    expect([noCard.statusCode, noCard.json().code]).toEqual([422, 'payment_required']);

    const response = await post(testApp, '/api/subscriptions', payer.token, { ...body, card_uuid: card.uuid });
    expect(response.statusCode).toBe(201);
    const subscription = response.json<Subscription>();
    expect(subscription).toMatchObject({ plan: 'premium', price_type: 'annual', status: 'active', auto_renew: true, card: { uuid: card.uuid } });
    const start = new Date(subscription.current_period_start);
    const end = new Date(subscription.end_date!);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(
      provider
        .charges()
        .filter((call) => call.body.Token === card.providerToken)
        .map((call) => call.body.Amount),
    ).toEqual([89900]);
    expect((await get(testApp, `/api/subscriptions/${subscription.uuid}`, payer.token)).json()).toEqual(subscription);
  });

  it('a declined card → 402 payment_declined with the payment and reason', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id, 'tok_do_not_honor');
    const response = await post(testApp, '/api/subscriptions', payer.token, {
      workspace_id: workspace.id,
      plan: 'pro',
      price_type: 'monthly',
      card_uuid: card.uuid,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'payment_declined', decline_reason: 'do_not_honor', payment: expect.any(String) });
  });

  it('trial: 30 days of the plan without a card, once per workspace ever', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const response = await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' });
    expect(response.statusCode).toBe(201);
    const trial = response.json<Subscription>();
    expect(trial).toMatchObject({ status: 'trial', plan: 'pro', trial_used: true, card: null, auto_renew: false });
    expect(new Date(trial.end_date!).getTime() - new Date(trial.started_at).getTime()).toBe(30 * DAY);

    const again = await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'start' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'trial_already_used']);
    // Even after the trial has been replaced by the free plan.
    await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'free', price_type: 'monthly' });
    const later = await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' });
    expect([later.statusCode, later.json().code]).toEqual([409, 'trial_already_used']);
    const free = await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'free' });
    expect([free.statusCode, free.json().code]).toEqual([422, 'plan_not_payable']);
  });

  it('two simultaneous trial requests: one trial', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const responses = await Promise.all(
      [0, 1, 2].map(() => post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await testApp.app.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspace.id))).toHaveLength(1);
  });

  it('members read the subscription; only admins change it; strangers get 404', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const member = await activeUser(testApp);
    await addMember(testApp.app.db, { workspaceId: workspace.id, userId: member.user.id, role: 'member', now: testApp.clock.now() });
    const stranger = await activeUser(testApp);
    const trial = (await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' })).json<Subscription>();
    const memberCard = await saveCard(testApp, member.user.id);

    expect((await get(testApp, `/api/subscriptions/${trial.uuid}`, member.token)).statusCode).toBe(200);
    expect((await get(testApp, `/api/workspaces/${workspace.id}/subscription`, member.token)).json().uuid).toBe(trial.uuid);
    const change = await post(testApp, `/api/subscriptions/${trial.uuid}/card`, member.token, { card_uuid: memberCard.uuid });
    expect([change.statusCode, change.json().code]).toEqual([403, 'forbidden']);
    for (const url of [`/api/subscriptions/${trial.uuid}`, `/api/subscriptions/${randomUUID()}`, '/api/subscriptions/nope']) {
      const response = await get(testApp, url, stranger.token);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await get(testApp, `/api/workspaces/${workspace.id}/subscription`, stranger.token)).json().code).toBe('not_found');
  });

  it('changing the card needs one of the user’s linked cards and turns automatic renewal on', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const other = await activeUser(testApp);
    const trial = (await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' })).json<Subscription>();
    const theirs = await saveCard(testApp, other.user.id);
    const mine = await saveCard(testApp, payer.user.id);

    const refused = await post(testApp, `/api/subscriptions/${trial.uuid}/card`, payer.token, { card_uuid: theirs.uuid });
    expect(refused.statusCode).toBe(404);
    const changed = await post(testApp, `/api/subscriptions/${trial.uuid}/card`, payer.token, { card_uuid: mine.uuid });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ card: { uuid: mine.uuid, last4: '4242', exp_month: 12, exp_year: 2030 }, auto_renew: true });
  });

  it('changing the card takes the specification’s payload, { uuid }, and refuses a body without a card', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const trial = (await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' })).json<Subscription>();
    const mine = await saveCard(testApp, payer.user.id);

    const missing = await post(testApp, `/api/subscriptions/${trial.uuid}/card`, payer.token, {});
    expect([missing.statusCode, missing.json().code, missing.json().fields]).toEqual([400, 'validation_failed', { uuid: 'required' }]);
    expect((await get(testApp, `/api/subscriptions/${trial.uuid}`, payer.token)).json()).toMatchObject({ card: null, auto_renew: false });

    const changed = await post(testApp, `/api/subscriptions/${trial.uuid}/card`, payer.token, { uuid: mine.uuid });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ card: { uuid: mine.uuid }, auto_renew: true });
  });

  it('unlinking a card detaches the subscriptions it paid (no card, no auto-renewal) and records them', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id);
    const subscription = (
      await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'pro', price_type: 'monthly', card_uuid: card.uuid })
    ).json<Subscription>();
    expect((await get(testApp, `/api/cards/${card.uuid}`, payer.token)).json().subscriptions).toEqual([
      { uuid: subscription.uuid, workspace_id: workspace.id, workspace_name: workspace.name },
    ]);

    const unlinked = await testApp.app.inject({ method: 'DELETE', url: `/api/cards/${card.uuid}`, headers: bearer(payer.token) });

    expect(unlinked.statusCode).toBe(204);
    expect((await get(testApp, `/api/subscriptions/${subscription.uuid}`, payer.token)).json()).toMatchObject({
      card: null,
      auto_renew: false,
      status: 'active',
    });
    const [event] = await testApp.app.db.select().from(cardEvents).where(eq(cardEvents.cardUuid, card.uuid));
    expect(event!.detachedSubscriptions).toEqual([{ uuid: subscription.uuid, workspace_id: workspace.id, workspace_name: workspace.name }]);
  });

  it('the workspace list and page show the subscription (status and end date)', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    expect((await get(testApp, `/api/workspaces/${workspace.id}`, payer.token)).json().subscription).toBeNull();
    const trial = (await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'flex' })).json<Subscription>();
    const listed = (await get(testApp, '/api/workspaces', payer.token)).json<{ data: Array<{ id: number; subscription: unknown }> }>();
    expect(listed.data.find((item) => item.id === workspace.id)!.subscription).toEqual({
      uuid: trial.uuid,
      plan: 'flex',
      status: 'trial',
      price_type: 'per_member_month',
      ends_at: trial.end_date,
    });
  });

  it('billing preview: a per-member plan charges the peak of members active at once in the period', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const none = await get(testApp, `/api/workspaces/${workspace.id}/billing`, payer.token);
    expect([none.statusCode, none.json().code]).toEqual([404, 'no_subscription']);
    const card = await saveCard(testApp, payer.user.id);
    await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan: 'flex', price_type: 'per_member_month', card_uuid: card.uuid });

    testApp.clock.advance(DAY);
    const joined = await addMembers(testApp, workspace.id, 3);
    testApp.clock.advance(DAY);
    for (const id of joined) await setMemberStatus(testApp.app.db, workspace.id, id, 'inactive', testApp.clock.now());
    testApp.clock.advance(DAY);

    const preview = (await get(testApp, `/api/workspaces/${workspace.id}/billing`, payer.token)).json();
    expect(preview).toMatchObject({
      plan: 'flex',
      price_type: 'per_member_month',
      peak_active_members: 4,
      active_members: 1,
      unit_price: 390,
      amount: 4 * 390,
    });
    expect(preview.billing_date).toBe(preview.period_end);
  });
});
