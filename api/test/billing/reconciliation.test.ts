import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { billingDeps } from '../../src/modules/billing/billing-deps.js';
import { captureReversals, paymentAlerts } from '../../src/db/schema/index.js';
import type { PaymentGateway } from '../../src/modules/payments/gateway/payment-gateway.js';
import { REVERSAL_LEASE_MS } from '../../src/modules/payments/reverse-capture.js';
import { runReconciliation } from '../../src/modules/payments/jobs/reconciliation/run-reconciliation.js';
import { get, initPayment, payerWithWorkspace, type Payment, type Subscription } from '../helpers/billing.js';
import { startSandboxedApp, type PaymentSandbox, type SandboxedApp } from '../helpers/payment-sandbox.js';
import type { TestApp } from '../helpers/test-app.js';

/**
 * The reconciliation job against the payment sandbox, with every notification lost on the way (as
 * when the API was down): what the provider captured is compared with the payments and repaired.
 */
describe('reconciliation job (runReconciliation)', () => {
  let sandboxed: SandboxedApp;
  let testApp: TestApp;
  let sandbox: PaymentSandbox;
  beforeAll(async () => {
    sandboxed = await startSandboxedApp({ notifications: false });
    ({ testApp, sandbox } = sandboxed);
  }, 90_000);
  afterAll(() => sandboxed.close());

  const run = () => runReconciliation(billingDeps(testApp.app));

  async function checkout(plan = 'premium') {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const payment = await initPayment(testApp, payer.token, { workspace_id: workspace.id, plan });
    const widget = { invoiceId: payment.uuid, accountId: String(payer.user.id), amount: payment.amount };
    return { payer, workspace, payment, widget };
  }

  const paymentOf = async (token: string, uuid: string) => (await get(testApp, `/api/payment/${uuid}`, token)).json<Payment>();

  it('settles a payment whose capture it missed, reverses duplicate, wrong-amount and unknown captures once, even when two instances run at once', async () => {
    const missed = await checkout();
    const twice = await checkout('pro');
    const wrong = await checkout();
    await sandbox.payInWidget(missed.widget);
    const [first, second] = [await sandbox.payInWidget(twice.widget), await sandbox.payInWidget(twice.widget)];
    const oneRouble = await sandbox.payInWidget({ ...wrong.widget, amount: 1 });
    const stranger = await sandbox.payInWidget({ invoiceId: 'not-a-stepwise-invoice', accountId: 'someone', amount: 500 });
    expect((await paymentOf(missed.payer.token, missed.payment.uuid)).status).toBe('pending');

    const [one, other] = await Promise.all([run(), run()]);

    expect(one.settled + other.settled).toBe(2);
    expect(one.reversed + other.reversed).toBeGreaterThanOrEqual(3);
    expect(await paymentOf(missed.payer.token, missed.payment.uuid)).toMatchObject({ status: 'charged', card: { last4: '4242' } });
    const subscription = (await get(testApp, `/api/workspaces/${missed.workspace.id}/subscription`, missed.payer.token)).json<Subscription>();
    expect(subscription).toMatchObject({ plan: 'premium', status: 'active' });
    expect((await paymentOf(twice.payer.token, twice.payment.uuid)).status).toBe('charged');
    expect(await paymentOf(wrong.payer.token, wrong.payment.uuid)).toMatchObject({ status: 'pending', widget: expect.objectContaining({ amount: 8990 }) });

    const reversals = await testApp.app.db
      .select()
      .from(captureReversals)
      .where(inArray(captureReversals.transactionId, [first.transactionId, second.transactionId, oneRouble.transactionId, stranger.transactionId]));
    expect(reversals.map((row) => [row.transactionId, row.reason, row.action, row.status, row.source]).sort()).toEqual(
      [
        [second.transactionId, 'duplicate', 'refund', 'done', 'job'],
        [oneRouble.transactionId, 'wrong_amount', 'refund', 'done', 'job'],
        [stranger.transactionId, 'unknown_invoice', 'refund', 'done', 'job'],
      ].sort(),
    );
    for (const invoice of [missed.payment.uuid, twice.payment.uuid]) expect(await sandbox.keptCaptures(invoice)).toHaveLength(1);
    for (const invoice of [wrong.payment.uuid, 'not-a-stepwise-invoice']) expect(await sandbox.keptCaptures(invoice)).toEqual([]);
    expect(await testApp.app.db.select().from(paymentAlerts)).toEqual([]);

    // Nothing is left to repair: a further run changes nothing.
    expect(await run()).toMatchObject({ settled: 0, reversed: 0, retried: 0, missing: 0 });
  });

  it('alerts (error log and a record, once) about a charged payment whose capture the provider no longer shows', async () => {
    const { payer, payment, widget } = await checkout('start');
    const paid = await sandbox.payInWidget(widget);
    await run();
    expect((await paymentOf(payer.token, payment.uuid)).status).toBe('charged');
    // Refunded at the provider behind the API's back (from the provider's dashboard, say).
    expect((await sandbox.call('/payments/refund', { TransactionId: paid.transactionId, Amount: payment.amount })).Success).toBe(true);

    const [found, again] = [await run(), await run()];

    expect([found.missing, again.missing]).toEqual([1, 1]);
    const alerts = await testApp.app.db.select().from(paymentAlerts).where(eq(paymentAlerts.paymentUuid, payment.uuid));
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'capture_missing', transactionId: paid.transactionId, detail: expect.objectContaining({ refunded: true }) }),
    ]);
    const logged = testApp.logs.filter((line) => line.msg === 'payment alert: capture_missing' && line.payment === payment.uuid);
    expect(logged.map((line) => line.level)).toEqual([50]);
  });

  it('a reversal that fails is recorded as failed and alerted, and a later run (after the lease) completes it', async () => {
    const { payment, widget } = await checkout();
    await sandbox.payInWidget(widget);
    const extra = await sandbox.payInWidget(widget);
    const provider = testApp.app.paymentGateway;
    const refundsFailing: PaymentGateway = {
      chargeToken: (request) => provider.chargeToken(request),
      authorizeToken: (request) => provider.authorizeToken(request),
      confirm: (id, amount) => provider.confirm(id, amount),
      void: (id) => provider.void(id),
      lookup: (id) => provider.lookup(id),
      listDay: (date) => provider.listDay(date),
      refund: async () => ({ outcome: 'failed', processed: false, message: 'connect ECONNREFUSED' }),
    };

    await runReconciliation({ ...billingDeps(testApp.app), gateway: refundsFailing });

    const rowOf = async () => (await testApp.app.db.select().from(captureReversals).where(eq(captureReversals.transactionId, extra.transactionId)))[0];
    expect(await rowOf()).toMatchObject({ status: 'failed', attempts: 1, lastError: 'connect ECONNREFUSED', reason: 'duplicate' });
    const [alert] = await testApp.app.db.select().from(paymentAlerts).where(eq(paymentAlerts.transactionId, extra.transactionId));
    expect(alert).toMatchObject({ kind: 'reversal_failed', paymentUuid: payment.uuid });
    expect(testApp.logs.some((line) => line.msg === 'payment alert: reversal_failed' && line.level === 50)).toBe(true);
    expect((await run()).retried).toBe(0);
    expect((await sandbox.keptCaptures(payment.uuid)).map((transaction) => transaction.TransactionId)).toContain(extra.transactionId);

    testApp.clock.advance(REVERSAL_LEASE_MS + 1);
    const later = await run();

    expect(later.retried).toBe(1);
    expect(await rowOf()).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    const kept = await sandbox.keptCaptures(payment.uuid);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.TransactionId).not.toBe(extra.transactionId);
  });
});
