import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { captureReversals, cards, paymentAlerts, providerNotifications } from '../../src/db/schema/index.js';
import { get, initPayment, payerWithWorkspace, post, saveCard, type Payment } from '../helpers/billing.js';
import { MINUTE } from '../helpers/clock.js';
import { notify } from '../helpers/fake-provider.js';
import { startSandboxedApp, THREE_DS_CARD, waitFor, type PaymentSandbox, type SandboxedApp } from '../helpers/payment-sandbox.js';
import type { TestApp } from '../helpers/test-app.js';

/**
 * Docs/payments.md §3: one payment is at most one capture at the provider. Paid through the real
 * payment sandbox, whose signed notifications reach the API.
 */
describe('one payment, one capture (against the payment sandbox)', () => {
  let sandboxed: SandboxedApp;
  let testApp: TestApp;
  let sandbox: PaymentSandbox;
  beforeAll(async () => {
    sandboxed = await startSandboxedApp();
    ({ testApp, sandbox } = sandboxed);
  }, 90_000);
  afterAll(() => sandboxed.close());

  async function checkout(plan = 'premium') {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan });
    const widget = { invoiceId: payment.uuid, accountId: String(payer.user.id), amount: payment.amount };
    return { payer, workspace, payment, widget };
  }

  /** A card saved at the provider and linked for the user, as an earlier payment would have left it. */
  async function linkedCard(userId: number) {
    return saveCard(testApp, userId, await sandbox.savedCardToken(String(userId)));
  }

  const paymentOf = async (token: string, uuid: string) => (await get(testApp, `/api/payment/${uuid}`, token)).json<Payment>();
  const reversalsOf = (paymentUuid: string) => testApp.app.db.select().from(captureReversals).where(eq(captureReversals.paymentUuid, paymentUuid));

  it('with-card while the widget’s 3-D Secure confirmation is open: 409, nothing charged; the confirmation then pays once', async () => {
    const { payer, payment, widget } = await checkout();
    const card = await linkedCard(payer.user.id);
    const challenged = await sandbox.payInWidget(widget, THREE_DS_CARD);
    expect(challenged).toMatchObject({ status: 'AwaitingAuthentication', acsUrl: expect.stringContaining('/3ds/') });
    expect(await paymentOf(payer.token, payment.uuid)).toMatchObject({ status: 'pending', three_ds_url: challenged.acsUrl });

    const refused = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'payment_in_progress', message: expect.stringContaining('confirmation') });
    expect((await sandbox.transactionsOf(payment.uuid)).map((transaction) => transaction.Status)).toEqual(['AwaitingAuthentication']);

    await sandbox.completeChallenge(challenged.transactionId);
    await waitFor(async () => (await paymentOf(payer.token, payment.uuid)).status === 'charged', 'the payment to be charged');
    const again = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });
    expect([again.statusCode, again.json().status]).toEqual([200, 'charged']);
    expect((await sandbox.keptCaptures(payment.uuid)).map((transaction) => transaction.TransactionId)).toEqual([challenged.transactionId]);
    expect(await reversalsOf(payment.uuid)).toEqual([]);
  });

  it('a challenge completed after with-card charged (past its window): the late capture is refunded and recorded', async () => {
    const { payer, payment, widget } = await checkout();
    const card = await linkedCard(payer.user.id);
    const challenged = await sandbox.payInWidget(widget, THREE_DS_CARD);
    testApp.clock.advance(21 * MINUTE);

    const charged = await post(testApp, '/api/payment/with-card', payer.token, { uuid: payment.uuid, card_uuid: card.uuid });
    expect([charged.statusCode, charged.json().status]).toEqual([200, 'charged']);
    await sandbox.completeChallenge(challenged.transactionId);
    await waitFor(async () => (await reversalsOf(payment.uuid)).some((row) => row.status === 'done'), 'the late capture to be refunded');

    const kept = await sandbox.keptCaptures(payment.uuid);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.TransactionId).not.toBe(challenged.transactionId);
    expect(await reversalsOf(payment.uuid)).toEqual([
      expect.objectContaining({
        transactionId: challenged.transactionId,
        action: 'refund',
        reason: 'duplicate',
        status: 'done',
        amount: 8990,
        source: 'notification',
      }),
    ]);
    expect(await paymentOf(payer.token, payment.uuid)).toMatchObject({ status: 'charged', card: { uuid: card.uuid } });
  });

  it('the same widget payment submitted twice at once: one capture is kept, the other refunded and recorded', async () => {
    const { payer, workspace, payment, widget } = await checkout();

    const [first, second] = await Promise.all([sandbox.payInWidget(widget), sandbox.payInWidget(widget)]);
    expect([first.status, second.status]).toEqual(['Completed', 'Completed']);
    await waitFor(async () => (await reversalsOf(payment.uuid)).some((row) => row.status === 'done'), 'the second capture to be refunded');

    const kept = await sandbox.keptCaptures(payment.uuid);
    expect(kept).toHaveLength(1);
    const paid = await paymentOf(payer.token, payment.uuid);
    expect(paid.status).toBe('charged');
    const refunded = [first.transactionId, second.transactionId].find((id) => id !== kept[0]!.TransactionId);
    expect(await reversalsOf(payment.uuid)).toEqual([
      expect.objectContaining({ transactionId: refunded, action: 'refund', reason: 'duplicate', status: 'done' }),
    ]);
    expect((await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json()).toMatchObject({ status: 'active', plan: 'premium' });
  });

  it('a capture after the payment was declined (a second card in a widget left open) is refunded as late', async () => {
    const { payer, payment, widget } = await checkout();
    await sandbox.payInWidget(widget, '4000 0000 0000 0002');
    await waitFor(async () => (await paymentOf(payer.token, payment.uuid)).status === 'declined', 'the payment to be declined');

    const late = await sandbox.payInWidget(widget);
    await waitFor(async () => (await reversalsOf(payment.uuid)).some((row) => row.status === 'done'), 'the late capture to be refunded');

    expect(await reversalsOf(payment.uuid)).toEqual([expect.objectContaining({ transactionId: late.transactionId, reason: 'late', action: 'refund' })]);
    expect(await sandbox.keptCaptures(payment.uuid)).toEqual([]);
    expect(await paymentOf(payer.token, payment.uuid)).toMatchObject({ status: 'declined', decline_reason: 'do_not_honor' });
  });

  it('a 1 ₽ widget payment of an 8,990 ₽ invoice is refunded and recorded; the payment stays payable', async () => {
    const { payer, payment, widget } = await checkout();

    const wrong = await sandbox.payInWidget({ ...widget, amount: 1 });
    await waitFor(async () => (await reversalsOf(payment.uuid)).some((row) => row.status === 'done'), 'the 1 ₽ capture to be refunded');

    expect(await reversalsOf(payment.uuid)).toEqual([
      expect.objectContaining({ transactionId: wrong.transactionId, action: 'refund', reason: 'wrong_amount', status: 'done', amount: 1 }),
    ]);
    expect(await sandbox.keptCaptures(payment.uuid)).toEqual([]);
    expect(await paymentOf(payer.token, payment.uuid)).toMatchObject({ status: 'pending', widget: expect.objectContaining({ amount: 8990 }) });
    expect(await testApp.app.db.select().from(cards).where(eq(cards.userId, payer.user.id))).toEqual([]);

    const right = await sandbox.payInWidget(widget);
    await waitFor(async () => (await paymentOf(payer.token, payment.uuid)).status === 'charged', 'the right payment to charge it');
    expect((await sandbox.keptCaptures(payment.uuid)).map((transaction) => transaction.TransactionId)).toEqual([right.transactionId]);
  });

  it('a correctly signed pay notification of a transaction still waiting for its 3-D Secure code is refused; nothing is activated', async () => {
    const { payer, workspace, payment, widget } = await checkout();
    const challenged = await sandbox.payInWidget(widget, THREE_DS_CARD);

    const forged = await notify(testApp, 'pay', {
      TransactionId: challenged.transactionId,
      InvoiceId: payment.uuid,
      AccountId: payer.user.id,
      Amount: payment.amount,
      Currency: 'RUB',
      Status: 'Completed',
      Token: 'tk_forged',
      CardLastFour: '4242',
      CardType: 'Visa',
      CardExpDate: '12/39',
    });

    expect([forged.statusCode, forged.json()]).toEqual([200, { code: 13 }]);
    expect(await paymentOf(payer.token, payment.uuid)).toMatchObject({ status: 'pending', card: null, three_ds_url: challenged.acsUrl });
    expect(await testApp.app.db.select().from(cards).where(eq(cards.userId, payer.user.id))).toEqual([]);
    expect((await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).statusCode).toBe(404);
    const alerts = await testApp.app.db
      .select()
      .from(paymentAlerts)
      .where(and(eq(paymentAlerts.paymentUuid, payment.uuid), eq(paymentAlerts.kind, 'notification_mismatch')));
    expect(alerts).toEqual([expect.objectContaining({ transactionId: challenged.transactionId, detail: { notification: 'pay', disagreement: 'status' } })]);
    // Refused, so not recorded: the real notification, once the code is typed, is handled.
    expect(
      await testApp.app.db
        .select()
        .from(providerNotifications)
        .where(and(eq(providerNotifications.transactionId, challenged.transactionId), eq(providerNotifications.kind, 'pay'))),
    ).toEqual([]);
    await sandbox.completeChallenge(challenged.transactionId);
    await waitFor(async () => (await paymentOf(payer.token, payment.uuid)).status === 'charged', 'the real notification to charge it');
    expect((await paymentOf(payer.token, payment.uuid)).card).toMatchObject({ last4: '3220' });
  });
});
