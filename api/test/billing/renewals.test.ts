import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { billingDeps } from '../../src/modules/billing/billing-deps.js';
import { runRenewals } from '../../src/modules/billing/jobs/renewals/run-renewals.js';
import { payments, subscriptions } from '../../src/db/schema/index.js';
import { setMemberStatus } from '../../src/modules/workspaces/index.js';
import { addMembers, get, payerWithWorkspace, post, saveCard, type Subscription } from '../helpers/billing.js';
import { DAY } from '../helpers/clock.js';
import { FakeProvider } from '../helpers/fake-provider.js';
import { login } from '../helpers/auth.js';
import { mailKind } from '../helpers/mail.js';
import { startTestApp, testConfig, type TestApp } from '../helpers/test-app.js';

describe('renewals (runRenewals)', () => {
  let provider: FakeProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await new FakeProvider().start();
  });
  afterAll(() => provider.stop());
  // Each test moves its own clock by weeks: an app (and database) of its own keeps them apart.
  beforeEach(async () => {
    testApp = await startTestApp({ config: { payments: { ...testConfig({ driver: 'pglite' }).payments, providerUrl: provider.url } } });
  });
  afterEach(() => testApp.close());

  /** A token that has not expired on the moved clock. */
  async function signIn(email: string, password: string): Promise<string> {
    return (await login(testApp, email, password)).json<{ access_token: string }>().access_token;
  }

  // A pass, then the emails it queued, as the API's worker would send them.
  const run = async () => {
    const summary = await runRenewals(billingDeps(testApp.app), testApp.clock.now());
    await testApp.mail.settle();
    return summary;
  };

  async function subscribed(plan: string, token?: string) {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const card = await saveCard(testApp, payer.user.id, token);
    const response = await post(testApp, '/api/subscriptions', payer.token, { workspace_id: workspace.id, plan, price_type: 'monthly', card_uuid: card.uuid });
    expect(response.statusCode).toBe(201);
    return { payer, workspace, card, subscription: response.json<Subscription>() };
  }

  async function rowOf(uuid: string) {
    return (await testApp.app.db.select().from(subscriptions).where(eq(subscriptions.uuid, uuid)))[0]!;
  }

  it('charges the next period once even when two job runs race, then extends the period and mails a receipt', async () => {
    const { payer, card, subscription } = await subscribed('start');
    const end = new Date(subscription.end_date!);
    const before = (await run()).renewed;
    expect(before).toBe(0);
    testApp.clock.advance(end.getTime() - testApp.clock.now().getTime() + 1);

    const [first, second] = await Promise.all([run(), run()]);

    expect(first.renewed + second.renewed).toBe(1);
    const charges = provider.charges().filter((call) => call.body.Token === card.providerToken);
    expect(charges.map((call) => call.body.Amount)).toEqual([1490, 1490]);
    const row = await rowOf(subscription.uuid);
    expect(row.status).toBe('active');
    expect(row.currentPeriodStart).toEqual(end);
    expect(row.currentPeriodEnd!.getUTCMonth()).toBe((end.getUTCMonth() + 1) % 12);
    const renewals = await testApp.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionUuid, subscription.uuid), eq(payments.source, 'job')));
    expect(renewals).toEqual([expect.objectContaining({ status: 'charged', periodStart: end, amount: 1490 })]);
    expect(testApp.mail.to(payer.email).filter((mail) => mailKind(mail) === 'payment_receipt')).toHaveLength(2);
    // Nothing is due any more: another run charges nothing.
    expect((await run()).renewed).toBe(0);
  });

  it('a declined renewal: past_due, retries 1, 3 and 7 days after the billing day, then expiry to the free plan, each mailed', async () => {
    const { payer, workspace, card, subscription } = await subscribed('pro');
    provider.declining.set(card.providerToken, 5051);
    const billingDay = new Date(subscription.end_date!);
    const at = (days: number) => testApp.clock.advance(billingDay.getTime() + days * DAY + 1 - testApp.clock.now().getTime());
    const chargesOfCard = () => provider.charges().filter((call) => call.body.Token === card.providerToken).length;
    const chargedBefore = chargesOfCard();

    at(0);
    expect((await run()).failed).toBe(1);
    expect(await rowOf(subscription.uuid)).toMatchObject({ status: 'past_due', retryCount: 1, nextRetryAt: new Date(billingDay.getTime() + DAY) });
    expect((await run()).failed).toBe(0);

    for (const [day, retries, next] of [
      [1, 2, 3],
      [3, 3, 7],
    ] as const) {
      at(day - 0.5);
      expect((await run()).failed).toBe(0);
      at(day);
      expect((await run()).failed).toBe(1);
      expect(await rowOf(subscription.uuid)).toMatchObject({
        status: 'past_due',
        retryCount: retries,
        nextRetryAt: new Date(billingDay.getTime() + next * DAY),
      });
    }
    at(7);
    expect((await run()).expired).toBe(1);
    expect(await rowOf(subscription.uuid)).toMatchObject({ status: 'expired', autoRenew: false });
    expect(chargesOfCard() - chargedBefore).toBe(4);

    const mails = testApp.mail.to(payer.email).map(mailKind);
    expect(mails.filter((kind) => kind === 'payment_failed')).toHaveLength(3);
    expect(mails.filter((kind) => kind === 'subscription_expired')).toHaveLength(1);
    const token = await signIn(payer.email, payer.password);
    const current = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, token)).json<Subscription>();
    expect(current.status).toBe('expired');
    expect((await get(testApp, `/api/workspaces/${workspace.id}/billing`, token)).json().code).toBe('no_subscription');
  });

  it('a renewal of a per-member plan charges the peak of active members of the period that ended', async () => {
    const { card, workspace, subscription } = await subscribed('flex');
    testApp.clock.advance(2 * DAY);
    const joined = await addMembers(testApp, workspace.id, 4);
    testApp.clock.advance(DAY);
    for (const id of joined.slice(0, 3)) await setMemberStatus(testApp.app.db, workspace.id, id, 'inactive', testApp.clock.now());
    testApp.clock.advance(new Date(subscription.end_date!).getTime() - testApp.clock.now().getTime() + 1);

    expect((await run()).renewed).toBe(1);
    const amounts = provider
      .charges()
      .filter((call) => call.body.Token === card.providerToken)
      .map((call) => call.body.Amount);
    expect(amounts).toEqual([390, 5 * 390]);
  });

  it('trial: one reminder 3 days before the end (in the user’s language), then expiry with a mail', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp, 'ru');
    const trial = (await post(testApp, '/api/subscriptions/trial', payer.token, { workspace_id: workspace.id, plan: 'pro' })).json<Subscription>();
    const end = new Date(trial.end_date!);

    testApp.clock.advance(end.getTime() - 4 * DAY - testApp.clock.now().getTime());
    await run();
    expect(testApp.mail.to(payer.email).filter((mail) => mailKind(mail) === 'trial_ending')).toHaveLength(0);
    testApp.clock.advance(1.5 * DAY);
    await Promise.all([run(), run()]);
    await run();
    const reminders = testApp.mail.to(payer.email).filter((mail) => mailKind(mail) === 'trial_ending');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain('пробный период');

    testApp.clock.advance(end.getTime() - testApp.clock.now().getTime());
    expect((await run()).trialsExpired).toBe(1);
    const token = await signIn(payer.email, payer.password);
    expect((await get(testApp, `/api/subscriptions/${trial.uuid}`, token)).json()).toMatchObject({ status: 'expired', trial_used: true });
    expect(testApp.mail.to(payer.email).filter((mail) => mailKind(mail) === 'subscription_expired')).toHaveLength(1);
  });

  it('a subscription whose card was unlinked is not charged and expires at the end of its period', async () => {
    const { payer, card, subscription } = await subscribed('start');
    await testApp.app.inject({ method: 'DELETE', url: `/api/cards/${card.uuid}`, headers: { authorization: `Bearer ${payer.token}` } });
    testApp.clock.advance(new Date(subscription.end_date!).getTime() - testApp.clock.now().getTime() + 1);
    const before = provider.charges().length;

    const summary = await run();

    expect(summary).toMatchObject({ expired: 1, renewed: 0, failed: 0 });
    expect(provider.charges().length).toBe(before);
    expect((await rowOf(subscription.uuid)).status).toBe('expired');
  });
});
