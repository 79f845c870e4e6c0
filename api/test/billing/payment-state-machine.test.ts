import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { payments, paymentStatuses, paymentTransitions, type PaymentStatus } from '../../src/db/schema/index.js';
import { canTransition, checkTransition, isFinal, pathTo } from '../../src/modules/payments/payment-state-machine.js';
import { transitionPayment } from '../../src/modules/payments/repository/payment-transitions-repository.js';
import { payerWithWorkspace } from '../helpers/billing.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** docs/payments.md §3, spelled out independently of the module. */
const legal: Array<[PaymentStatus, PaymentStatus]> = [
  ['pending', 'authorized'],
  ['pending', 'charged'],
  ['pending', 'declined'],
  ['authorized', 'confirm_pending'],
  ['authorized', 'cancel_pending'],
  ['authorized', 'declined'],
  ['confirm_pending', 'charged'],
  ['cancel_pending', 'cancelled'],
];
const isLegal = (from: PaymentStatus, to: PaymentStatus) => legal.some(([a, b]) => a === from && b === to);
const allPairs = paymentStatuses.flatMap((from) => paymentStatuses.map((to) => [from, to] as [PaymentStatus, PaymentStatus]));

describe('payment state machine (pure)', () => {
  it.each(legal)('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(checkTransition(from, to)).toEqual({ ok: true });
  });

  it('every other move is refused with illegal_transition', () => {
    const illegal = allPairs.filter(([from, to]) => !isLegal(from, to));
    expect(illegal).toHaveLength(49 - legal.length);
    for (const [from, to] of illegal) {
      expect({ from, to, check: checkTransition(from, to) }).toEqual({ from, to, check: { ok: false, code: 'illegal_transition', from, to } });
    }
  });

  it('charged, declined and cancelled are final; pathTo passes the pending states of two-stage payments', () => {
    expect(paymentStatuses.filter(isFinal).sort()).toEqual(['cancelled', 'charged', 'declined']);
    expect(pathTo('authorized', 'charged')).toEqual(['confirm_pending', 'charged']);
    expect(pathTo('authorized', 'cancelled')).toEqual(['cancel_pending', 'cancelled']);
    expect(pathTo('pending', 'charged')).toEqual(['charged']);
    expect(pathTo('charged', 'declined')).toBeUndefined();
    expect(pathTo('pending', 'cancelled')).toBeUndefined();
  });
});

describe('transitionPayment (database)', () => {
  let testApp: TestApp;
  let userId: number;
  let workspaceId: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    const { payer, workspace } = await payerWithWorkspace(testApp);
    userId = payer.user.id;
    workspaceId = workspace.id;
  });
  afterAll(() => testApp.close());

  async function paymentIn(status: PaymentStatus): Promise<string> {
    const [row] = await testApp.app.db
      .insert(payments)
      .values({ userId, workspaceId, status, paymentType: 'monthly', rate: 'pro', amount: 3990 })
      .returning({ uuid: payments.uuid });
    return row!.uuid;
  }

  const statusOf = async (uuid: string) => (await testApp.app.db.select().from(payments).where(eq(payments.uuid, uuid)))[0]!.status;
  const transitionsOf = (uuid: string) => testApp.app.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentUuid, uuid));

  it('applies every legal move and stores it with its source and detail', async () => {
    for (const [from, to] of legal) {
      const uuid = await paymentIn(from);
      const result = await transitionPayment(testApp.app.db, uuid, to, 'notification', { why: 'test' }, { now: testApp.clock.now() });
      expect({ from, to, ok: result.ok }).toEqual({ from, to, ok: true });
      expect(await statusOf(uuid)).toBe(to);
      expect(await transitionsOf(uuid)).toEqual([
        expect.objectContaining({ fromStatus: from, toStatus: to, source: 'notification', detail: { why: 'test' }, at: testApp.clock.now() }),
      ]);
    }
  });

  it('refuses every illegal move: nothing changes, nothing is recorded, the refusal is logged', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const illegal = allPairs.filter(([from, to]) => !isLegal(from, to));
    for (const [from, to] of illegal) {
      const uuid = await paymentIn(from);
      const result = await transitionPayment(testApp.app.db, uuid, to, 'user', {}, { log });
      expect({ from, to, result }).toEqual({ from, to, result: { ok: false, code: 'illegal_transition', from } });
      expect(await statusOf(uuid)).toBe(from);
      expect(await transitionsOf(uuid)).toEqual([]);
    }
    expect(warnings).toHaveLength(illegal.length);
  });

  it('two concurrent moves from pending: one wins, the other is refused', async () => {
    const uuid = await paymentIn('pending');
    const results = await Promise.all([
      transitionPayment(testApp.app.db, uuid, 'charged', 'user'),
      transitionPayment(testApp.app.db, uuid, 'declined', 'notification'),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await transitionsOf(uuid)).toHaveLength(1);
  });
});
