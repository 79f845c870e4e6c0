import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { cards, paymentAlerts, paymentTransitions, providerNotifications } from '../../src/db/schema/index.js';
import { get, initPayment, payerWithWorkspace, type Payment, type Subscription } from '../helpers/billing.js';
import { FakeProvider, notify } from '../helpers/fake-provider.js';
import { startTestApp, testConfig, type TestApp } from '../helpers/test-app.js';

describe('POST /api/payment/notifications/:kind', () => {
  let provider: FakeProvider;
  let testApp: TestApp;
  let transaction = 5000;
  beforeAll(async () => {
    provider = await new FakeProvider().start();
    testApp = await startTestApp({ config: { payments: { ...testConfig({ driver: 'pglite' }).payments, providerUrl: provider.url } } });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.stop();
  });

  /** Sends the notification of a transaction the provider has recorded just so. */
  function notifyKnown(kind: string, fields: Record<string, string | number>) {
    provider.knows(fields);
    return notify(testApp, kind, fields);
  }

  async function pendingPayment(plan = 'pro') {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan });
    return { payer, workspace, payment };
  }

  function fieldsOf(payment: Payment, accountId: number, extra: Record<string, string | number> = {}) {
    transaction += 1;
    return {
      TransactionId: transaction,
      InvoiceId: payment.uuid,
      AccountId: String(accountId),
      Amount: `${payment.amount}.00`,
      Currency: 'RUB',
      Status: 'Completed',
      ReasonCode: 0,
      CardFirstSix: '555555',
      CardLastFour: '4444',
      CardType: 'MasterCard',
      CardExpDate: '09/31',
      Token: `tok_${randomUUID()}`,
      DateTime: '2026-11-20 10:00:00',
      ...extra,
    };
  }

  it('pay: charges the payment, saves the card for the payer and activates the subscription with it', async () => {
    const { payer, workspace, payment } = await pendingPayment();
    const fields = fieldsOf(payment, payer.user.id);

    const response = await notifyKnown('pay', fields);

    expect([response.statusCode, response.json()]).toEqual([200, { code: 0 }]);
    const paid = (await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json<Payment>();
    expect(paid).toMatchObject({ status: 'charged', card: { brand: 'mastercard', last4: '4444' }, widget: null });
    const [card] = await testApp.app.db.select().from(cards).where(eq(cards.uuid, paid.card!.uuid));
    expect(card).toMatchObject({ userId: payer.user.id, providerToken: fields.Token, expMonth: 9, expYear: 2031 });
    const subscription = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json<Subscription>();
    expect(subscription).toMatchObject({ uuid: paid.subscription_uuid, status: 'active', plan: 'pro', auto_renew: true, card: { uuid: card!.uuid } });
    const listed = (await get(testApp, '/api/cards', payer.token)).json<{ data: Array<{ uuid: string; subscriptions: unknown[] }> }>();
    expect(listed.data).toEqual([
      expect.objectContaining({ uuid: card!.uuid, subscriptions: [{ uuid: subscription.uuid, workspace_id: workspace.id, workspace_name: workspace.name }] }),
    ]);
  });

  it('a repeated notification answers {code: 0} again and has no second effect', async () => {
    const { payer, workspace, payment } = await pendingPayment();
    const fields = fieldsOf(payment, payer.user.id);
    await notifyKnown('pay', fields);
    const before = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json<Subscription>();

    const again = await notify(testApp, 'pay', fields);

    expect([again.statusCode, again.json()]).toEqual([200, { code: 0 }]);
    expect((await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json()).toEqual(before);
    expect(await testApp.app.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentUuid, payment.uuid))).toHaveLength(1);
    expect(await testApp.app.db.select().from(cards).where(eq(cards.userId, payer.user.id))).toHaveLength(1);
    expect(
      await testApp.app.db
        .select()
        .from(providerNotifications)
        .where(eq(providerNotifications.transactionId, Number(fields.TransactionId))),
    ).toHaveLength(1);
  });

  it('a forged or missing signature → 401 invalid_signature, nothing changes', async () => {
    const { payer, payment } = await pendingPayment();
    const fields = fieldsOf(payment, payer.user.id);

    const forged = await notify(testApp, 'pay', fields, Buffer.from('x'.repeat(32)).toString('base64'));
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/notifications/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ InvoiceId: payment.uuid }).toString(),
    });

    for (const response of [forged, unsigned]) expect([response.statusCode, response.json().code]).toEqual([401, 'invalid_signature']);
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('pending');
  });

  it('an Amount, AccountId or InvoiceId that does not match is refused with a non-zero code and logged', async () => {
    const { payer, payment } = await pendingPayment();

    const amount = await notifyKnown('challenge', fieldsOf(payment, payer.user.id, { Amount: '1.00', Status: 'AwaitingAuthentication' }));
    const account = await notifyKnown('pay', fieldsOf(payment, payer.user.id + 1000));
    const invoice = await notifyKnown('pay', fieldsOf({ ...payment, uuid: randomUUID() }, payer.user.id));

    expect([amount.json(), account.json(), invoice.json()]).toEqual([{ code: 12 }, { code: 11 }, { code: 10 }]);
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('pending');
    expect(testApp.logs.some((line) => line.msg === 'notification refused: Amount does not match the payment')).toBe(true);
    // Refused notifications are not recorded: the provider's retry is handled once it is right.
    expect(await testApp.app.db.select().from(providerNotifications).where(eq(providerNotifications.paymentUuid, payment.uuid))).toEqual([]);
  });

  it('challenge keeps the 3-D Secure page on the pending payment; fail declines it with the reason', async () => {
    const { payer, payment } = await pendingPayment();
    const fields = fieldsOf(payment, payer.user.id, { AcsUrl: 'http://127.0.0.1:3010/3ds/77', Status: 'AwaitingAuthentication' });

    await notifyKnown('challenge', fields);
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json()).toMatchObject({
      status: 'pending',
      three_ds_url: 'http://127.0.0.1:3010/3ds/77',
    });

    const failed = await notifyKnown('fail', { ...fields, Status: 'Declined', ReasonCode: 5207 });
    expect(failed.json()).toEqual({ code: 0 });
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json()).toMatchObject({
      status: 'declined',
      decline_reason: 'three_ds_failed',
      three_ds_url: null,
    });
  });

  it('auth then confirm: authorized, then charged through confirm_pending; a fail the provider does not confirm is refused', async () => {
    const { payer, workspace, payment } = await pendingPayment('start');
    const fields = fieldsOf(payment, payer.user.id);

    await notifyKnown('auth', { ...fields, Status: 'Authorized' });
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('authorized');
    await notifyKnown('confirm', fields);
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('charged');
    const moves = await testApp.app.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentUuid, payment.uuid));
    expect(moves.map((move) => `${move.fromStatus}→${move.toStatus}`)).toEqual(['pending→authorized', 'authorized→confirm_pending', 'confirm_pending→charged']);
    expect((await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json().status).toBe('active');

    // The provider's record says Completed: a fail about the same transaction is not true.
    const late = await notify(testApp, 'fail', { ...fields, Status: 'Declined', ReasonCode: 5005 });
    expect(late.json()).toEqual({ code: 13 });
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('charged');
    const alerts = await testApp.app.db.select().from(paymentAlerts).where(eq(paymentAlerts.paymentUuid, payment.uuid));
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'notification_mismatch', transactionId: fields.TransactionId, detail: { notification: 'fail', disagreement: 'status' } }),
    ]);
  });

  it('a correctly signed notification the provider does not confirm activates nothing and is recorded', async () => {
    const { payer, workspace, payment } = await pendingPayment();
    const unknown = fieldsOf(payment, payer.user.id);
    const real = fieldsOf(payment, payer.user.id, { Amount: '1.00' });
    provider.knows(real);
    const realCard = fieldsOf(payment, payer.user.id);
    provider.knows(realCard);

    const answers = [
      await notify(testApp, 'pay', unknown),
      await notify(testApp, 'pay', { ...real, Amount: `${payment.amount}.00` }),
      await notify(testApp, 'pay', { ...realCard, Token: 'tok_forged' }),
    ];

    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, { code: 13 }],
      [200, { code: 13 }],
      [200, { code: 13 }],
    ]);
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json()).toMatchObject({ status: 'pending', card: null });
    expect(await testApp.app.db.select().from(cards).where(eq(cards.userId, payer.user.id))).toEqual([]);
    expect((await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).statusCode).toBe(404);
    const alerts = await testApp.app.db.select().from(paymentAlerts).where(eq(paymentAlerts.paymentUuid, payment.uuid));
    expect(alerts.map((alert) => alert.detail.disagreement).sort()).toEqual(['amount', 'token', 'unknown_transaction']);
    expect(testApp.logs.some((line) => line.msg === 'payment alert: notification_mismatch' && line.level === 50)).toBe(true);
  });

  it('the provider unreachable for the lookup: 502, nothing recorded, so the provider sends it again', async () => {
    const { payer, payment } = await pendingPayment();
    const fields = fieldsOf(payment, payer.user.id);
    provider.knows(fields);
    await provider.stop();
    try {
      const down = await notify(testApp, 'pay', fields);
      expect([down.statusCode, down.json().code]).toEqual([502, 'payment_provider_unavailable']);
    } finally {
      await provider.start();
    }
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('pending');
    const again = await notify(testApp, 'pay', fields);
    expect(again.json()).toEqual({ code: 0 });
    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('charged');
  });

  it('an unknown kind is 400', async () => {
    const response = await notify(testApp, 'refund', { TransactionId: 1 });
    expect(response.statusCode).toBe(400);
  });
});
