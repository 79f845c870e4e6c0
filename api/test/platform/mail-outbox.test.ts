import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, users } from '../../src/db/schema/index.js';
import { activationCodeMail } from '../../src/platform/mail/templates/index.js';
import { MAIL_JOB } from '../../src/platform/mail-outbox/queued-mail.js';
import { registration, uniqueEmail } from '../helpers/auth.js';
import { SECOND } from '../helpers/clock.js';
import { activationCodeIn, mailKind } from '../helpers/mail.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Hashing is not what these tests time. */
const quickHasher = { hash: async (password: string) => `plain:${password}`, verify: async (hash: string, password: string) => hash === `plain:${password}` };

describe('mail outbox', () => {
  let testApp: TestApp;

  const mailRowsTo = (address: string) =>
    testApp.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, MAIL_JOB), sql`${jobs.payload}->>'to' = ${address}`));

  describe('with the worker running, as in production', () => {
    let hangingApp: TestApp;
    beforeAll(async () => {
      // The worker polls as in production (JOB_POLL_INTERVAL's default); enqueuing wakes it.
      hangingApp = await startTestApp({ deliverMailBeforeResponse: false, passwordHasher: quickHasher, config: { jobPollIntervalMs: 1_000 } });
      hangingApp.app.jobs.start();
    });
    afterAll(() => hangingApp.close());

    it('sign-up answers at once while the mail server hangs, and the code is delivered once it recovers', async () => {
      testApp = hangingApp;
      // Sign-ups while the mail server answers: their codes arrive as usual.
      for (const warmUp of [registration(), registration()]) {
        await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: warmUp });
        await testApp.mail.waitFor((message) => message.to === warmUp.email);
      }
      const release = testApp.mail.hang();
      const body = registration();

      // The mail server does not answer until released: a request that waited for it would never return.
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });

      expect(response.statusCode).toBe(201);
      // The worker has picked the email up and is stuck on the mail server.
      await testApp.mail.waitUntilHanging(1);
      expect(testApp.mail.to(body.email)).toHaveLength(0);

      release();
      const mail = await testApp.mail.waitFor((message) => message.to === body.email);
      expect(mailKind(mail)).toBe('activation_code');
      expect(activationCodeIn(mail)).toMatch(/^\d{6}$/);
      // Once sent, the row keeps no copy of the email (it held the code).
      expect(await mailRowsTo(body.email)).toEqual([]);
      expect(JSON.stringify(await testApp.app.db.select().from(jobs))).not.toContain(activationCodeIn(mail));
    });
  });

  describe('with mail delivered before each response', () => {
    let deliveringApp: TestApp;
    beforeAll(async () => {
      deliveringApp = await startTestApp({ passwordHasher: quickHasher });
    });
    afterAll(() => deliveringApp.close());

    it('a mail server that fails is tried again with growing waits, then the email is delivered', async () => {
      testApp = deliveringApp;
      const { clock, mail } = testApp;
      mail.failNext(2);
      const body = registration();

      expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
      expect(mail.to(body.email)).toHaveLength(0);
      const [first] = await mailRowsTo(body.email);
      const row = () =>
        testApp.app.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, first!.id))
          .then(([found]) => found);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:1025' });
      expect(first!.runAt).toEqual(new Date(clock.now().getTime() + 30 * SECOND));

      clock.advance(30 * SECOND - 1);
      await mail.settle();
      expect((await row())!.attempts).toBe(1);

      clock.advance(1);
      await mail.settle();
      const second = await row();
      expect(second).toMatchObject({ status: 'pending', attempts: 2 });
      expect(second!.runAt).toEqual(new Date(clock.now().getTime() + 60 * SECOND));
      expect(mail.to(body.email)).toHaveLength(0);

      clock.advance(60 * SECOND);
      await mail.settle();
      expect(mail.to(body.email)).toHaveLength(1);
      expect(await row()).toMatchObject({ status: 'done', attempts: 3, payload: {} });
    });

    it('an address the mail server refuses (5xx) is recorded as a dead email with the reason, not retried', async () => {
      testApp = deliveringApp;
      const refusal = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      testApp.mail.failNext(1, refusal);
      const body = registration();

      expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);

      const [row] = await mailRowsTo(body.email);
      expect(row).toMatchObject({ status: 'dead', attempts: 1, lastError: 'mail refused: 550 5.1.1 mailbox unavailable' });
      // The dead email keeps what it was, for whoever looks into it.
      expect(row!.payload).toMatchObject({ template: 'activation_code', to: body.email });
    });

    it('no email is written when the change it reports rolls back', async () => {
      testApp = deliveringApp;
      const { app } = testApp;
      const email = uniqueEmail('rolled-back');

      await expect(
        app.db.transaction(async (tx) => {
          await tx.insert(users).values({ firstName: 'Ann', lastName: 'Lee', email, passwordHash: 'x', status: 'new', lang: 'en' });
          await app.mailer.enqueue(tx, activationCodeMail, { to: email, lang: 'en', data: { firstName: 'Ann', code: '123456' } });
          throw new Error('the sign-up failed');
        }),
      ).rejects.toThrow('the sign-up failed');
      await testApp.mail.settle();

      expect(await mailRowsTo(email)).toEqual([]);
      expect(testApp.mail.to(email)).toEqual([]);
    });
  });
});
