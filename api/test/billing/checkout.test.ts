import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { payments, paymentTransitions } from '../../src/db/schema/index.js';
import { addMember } from '../../src/modules/workspaces/index.js';
import { activeUser, type RegisteredUser } from '../helpers/auth.js';
import { addMembers, get, initPayment, payerWithWorkspace, post, saveCard, type Payment, type Subscription } from '../helpers/billing.js';
import { FakeProvider } from '../helpers/fake-provider.js';
import { SANDBOX_PAYMENT_PUBLIC_ID } from '../../src/config.js';
import { mailKind } from '../helpers/mail.js';
import { startTestApp, testConfig, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

describe('card checkout: payment/init, payment/with-card, GET payment/{uuid}', () => {
  let provider: FakeProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await new FakeProvider().start();
    testApp = await startTestApp({
      config: {
        payments: {
          providerUrl: provider.url,
          widgetUrl: 'http://payments.test/widget.js',
          publicId: SANDBOX_PAYMENT_PUBLIC_ID,
          apiSecret: 'sandbox_secret_stepwise_0123456789',
        },
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.stop();
  });

  it('init: a pending payment of the plan’s price with the widget the checkout opens (201)', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const response = await post(testApp, '/api/payment/init', payer.token, {
      workspace_id: workspace.id,
      plan: 'pro',
      price_type: 'annual',
      idempotency_key: randomUUID(),
    });

    expect(response.statusCode).toBe(201);
    const payment = response.json<Payment>();
    expect(payment).toMatchObject({
      status: 'pending',
      payment_type: 'annual',
      rate: 'pro',
      workspace: { id: workspace.id, name: workspace.name },
      amount: 39900,
      currency: 'RUB',
      method: 'card',
      subscription_uuid: null,
      decline_reason: null,
      three_ds_url: null,
      invoice_number: null,
      card: null,
      widget: {
        script_url: 'http://payments.test/widget.js',
        public_id: SANDBOX_PAYMENT_PUBLIC_ID,
        invoice_id: payment.uuid,
        account_id: String(payer.user.id),
        amount: 39900,
        currency: 'RUB',
        description: expect.stringContaining(workspace.name),
        email: payer.email,
        scheme: 'charge',
      },
    });
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json()).toEqual(payment);
  });

  it('init: a per-member plan costs its price × the active members now', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    await addMembers(testApp, workspace.id, 2);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'flex' });
    expect(payment.amount).toBe(3 * 390);
  });

  it('init: the same idempotency key or the same open checkout returns that payment (200)', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const key = randomUUID();
    const body = { workspace_id: workspace.id, plan: 'start', price_type: 'monthly', idempotency_key: key };
    const first = await post(testApp, '/api/payment/init', payer.token, body);
    const again = await post(testApp, '/api/payment/init', payer.token, body);
    const otherKey = await post(testApp, '/api/payment/init', payer.token, { ...body, idempotency_key: randomUUID() });
    const otherPeriod = await post(testApp, '/api/payment/init', payer.token, { ...body, price_type: 'annual', idempotency_key: randomUUID() });

    expect([first.statusCode, again.statusCode, otherKey.statusCode, otherPeriod.statusCode]).toEqual([201, 200, 200, 201]);
    expect(again.json().uuid).toBe(first.json().uuid);
    expect(otherKey.json().uuid).toBe(first.json().uuid);
    expect(otherPeriod.json().uuid).not.toBe(first.json().uuid);
  });

  it('init: 20 concurrent calls with one idempotency key create one payment', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const body = { workspace_id: workspace.id, plan: 'premium', price_type: 'monthly', idempotency_key: randomUUID() };
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(testApp, '/api/payment/init', payer.token, body)));

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => response.json().uuid)).size).toBe(1);
    const rows = await testApp.app.db.select().from(payments).where(eq(payments.workspaceId, workspace.id));
    expect(rows).toHaveLength(1);
  });

  it('init refuses the free plan (422), a member who is not admin (403), a stranger (404), bad input (400)', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const member = await activeUser(testApp);
    await addMember(testApp.app.db, { workspaceId: workspace.id, userId: member.user.id, role: 'member', now: testApp.clock.now() });
    const stranger = await activeUser(testApp);
    const body = { workspace_id: workspace.id, plan: 'pro', price_type: 'monthly', idempotency_key: randomUUID() };

    const free = await post(testApp, '/api/payment/init', payer.token, { ...body, plan: 'free' });
    expect([free.statusCode, free.json().code]).toEqual([422, 'plan_not_payable']);
    const notAdmin = await post(testApp, '/api/payment/init', member.token, body);
    expect([notAdmin.statusCode, notAdmin.json().code]).toEqual([403, 'forbidden']);
    const notMember = await post(testApp, '/api/payment/init', stranger.token, body);
    expect([notMember.statusCode, notMember.json().code]).toEqual([404, 'not_found']);
    const invalid = await post(testApp, '/api/payment/init', payer.token, { workspace_id: 'x', plan: 'gold', price_type: 'weekly' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ workspace_id: 'invalid', plan: 'invalid', price_type: 'invalid', idempotency_key: 'required' });
    expect(await testApp.app.db.select().from(payments).where(eq(payments.workspaceId, workspace.id))).toEqual([]);
  });

  it('with-card: charges the saved card, activates the subscription with it, records the move and mails a receipt', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'pro' });

    const response = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });

    expect(response.statusCode).toBe(200);
    const charged = response.json<Payment>();
    expect(charged).toMatchObject({
      status: 'charged',
      widget: null,
      card: { uuid: card.uuid, brand: 'visa', last4: '4242' },
      subscription_uuid: expect.any(String),
    });
    expect(provider.charges(payment.uuid)).toHaveLength(1);
    expect(provider.charges(payment.uuid)[0]!.body).toMatchObject({
      Amount: 3990,
      Currency: 'RUB',
      AccountId: String(payer.user.id),
      Token: card.providerToken,
      InvoiceId: payment.uuid,
    });
    const subscription = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json<Subscription>();
    expect(subscription).toMatchObject({
      uuid: charged.subscription_uuid,
      plan: 'pro',
      price_type: 'monthly',
      status: 'active',
      auto_renew: true,
      card: { uuid: card.uuid, last4: '4242' },
      members: { active: 1, capacity_to: 30 },
    });
    const transitions = await testApp.app.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentUuid, payment.uuid));
    expect(transitions).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'charged', source: 'user' })]);
    const receipt = await testApp.mail.waitFor((mail) => mail.to === payer.email && mailKind(mail) === 'payment_receipt');
    expect(receipt.text).toMatch(/RUB\s3,990/);

    // Once settled, calling again charges nothing more and answers the payment as it is.
    const again = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });
    expect([again.statusCode, again.json().status]).toEqual([200, 'charged']);
    expect(provider.charges(payment.uuid)).toHaveLength(1);
  });

  it('with-card: 100 concurrent calls for one payment make exactly one provider charge', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'start' });
    provider.delayMs = 50;
    const key = randomUUID();
    try {
      const responses = await Promise.all(
        Array.from({ length: 100 }, () =>
          post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid, idempotency_key: key }),
        ),
      );
      expect(provider.charges(payment.uuid)).toHaveLength(1);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      for (const response of responses.filter((each) => each.statusCode === 409)) expect(response.json().code).toBe('payment_in_progress');
    } finally {
      provider.delayMs = 0;
    }
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('charged');
  });

  it('with-card: a declined card declines the payment with its reason; no subscription', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id, 'tok_insufficient_funds');
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'pro' });

    const response = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', decline_reason: 'insufficient_funds', subscription_uuid: null, widget: null });
    const none = await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token);
    expect([none.statusCode, none.json().code]).toEqual([404, 'no_subscription']);
  });

  it('with-card: the provider unreachable → 502, and the payment may be charged later', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'pro' });
    await provider.stop();
    try {
      const down = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });
      expect([down.statusCode, down.json().code]).toEqual([502, 'payment_provider_unavailable']);
    } finally {
      await provider.start();
    }
    const retried = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });
    expect([retried.statusCode, retried.json().status]).toEqual([200, 'charged']);
    expect(provider.charges(payment.uuid)).toHaveLength(1);
  });

  it('another user’s payment or card → 404; a card payment of someone else cannot be read', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const other = (await activeUser(testApp)) as RegisteredUser & { user: { id: number } };
    const otherWorkspace = await createWorkspace(testApp, other.token);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'pro' });
    const theirPayment = await initPayment(testApp, other.token, { workspace_id: otherWorkspace.id, plan: 'pro' });
    const theirCard = await saveCard(testApp, other.user.id);
    const myCard = await saveCard(testApp, payer.user.id);

    for (const url of [`/api/payment/${theirPayment.uuid}`, `/api/payment/${randomUUID()}`, '/api/payment/nope']) {
      const response = await get(testApp, url, payer.token);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({ url, status: 404, code: 'not_found' });
    }
    const theirs = await post(testApp, '/api/payment/with-card', payer.token, { uuid: theirPayment.uuid, card_uuid: myCard.uuid });
    expect(theirs.statusCode).toBe(404);
    const withTheirCard = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: theirCard.uuid });
    expect([withTheirCard.statusCode, withTheirCard.json().fields]).toEqual([404, { card_uuid: 'not_found' }]);
    expect(provider.charges(theirPayment.uuid)).toHaveLength(0);
    expect(provider.charges(payment.uuid)).toHaveLength(0);
  });

  it('GET payments lists the method of each payment', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan: 'pro' });
    const list = (await get(testApp, '/api/payments', payer.token)).json<{ data: Array<Record<string, unknown>> }>();
    expect(list.data).toEqual([expect.objectContaining({ method: 'card', status: 'pending', rate: 'pro' })]);
  });
});

describe('payment rate limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const limits = testConfig({ driver: 'pglite' }).rateLimits;
    testApp = await startTestApp({ config: { rateLimits: { ...limits, paymentInitPerUser: { max: 2, timeWindowMs: 60_000 } } } });
  });
  afterAll(() => testApp.close());

  it('payment/init is limited per user: 429 rate_limited with Retry-After', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const other = await payerWithWorkspace(testApp);
    const body = (workspaceId: number) => ({ workspace_id: workspaceId, plan: 'pro', price_type: 'monthly', idempotency_key: randomUUID() });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await post(testApp, '/api/payment/init', payer.token, body(workspace.id))).statusCode);
    expect(statuses).toEqual([201, 200, 429]);
    const limited = await post(testApp, '/api/payment/init', payer.token, body(workspace.id));
    expect([limited.json().code, Number(limited.headers['retry-after']) > 0]).toEqual(['rate_limited', true]);
    expect((await post(testApp, '/api/payment/init', other.payer.token, body(other.workspace.id))).statusCode).toBe(201);
  });
});
