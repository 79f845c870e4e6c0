import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { activationCodes } from '../../src/db/schema/index.js';
import { bearer, me, registerUser } from '../helpers/auth.js';
import { MINUTE, SECOND } from '../helpers/clock.js';
import { activationCodeIn } from '../helpers/mail.js';
import { startTestApp, TEST_APP_SECRET, type TestApp } from '../helpers/test-app.js';
import { hashActivationCode } from '../../src/modules/auth/activation-code-repository.js';
import { unsubscribe } from '../../src/platform/mail/unsubscribe.js';

/** Waits (briefly) for an email sent after the response. */
async function waitForMail<T>(find: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the email did not arrive');
}

describe('activation', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const activate = (token: string, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/users/activate', headers: bearer(token), payload });
  const sendCode = (token: string) => testApp.app.inject({ method: 'POST', url: '/api/users/send-code', headers: bearer(token) });
  /** A 6-digit code that is not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('POST /api/users/activate', () => {
    it('activates with the emailed code and answers with the user', async () => {
      const { token, code, email } = await registerUser(testApp);

      const response = await activate(token, { code });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, status: 'active' });
      expect((await me(testApp, token)).json()).toMatchObject({ status: 'active' });
    });

    it('sends a welcome email in the user’s language, with an unsubscribe link, once activated', async () => {
      const { token, code, email } = await registerUser(testApp, { lang: 'ru' });
      expect((await activate(token, { code })).statusCode).toBe(200);

      const welcome = await waitForMail(() => testApp.mail.to(email).find((mail) => mail.subject === 'Добро пожаловать в Stepwise'));
      expect(welcome.text).toContain('/new-workspace');
      expect(welcome.text).toMatch(new RegExp(`/unsubscribe\\?email=${encodeURIComponent(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&hash=[0-9a-f]{64}`));
    });

    it('sends no welcome email to an address that unsubscribed', async () => {
      const { token, code, email } = await registerUser(testApp, { lang: 'ru' });
      await unsubscribe(testApp.app.db, email, testApp.clock.now());
      expect((await activate(token, { code })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(testApp.mail.to(email).map((mail) => mail.subject)).not.toContain('Добро пожаловать в Stepwise');
    });

    it('stores the code only as an HMAC bound to the user', async () => {
      const { token, code } = await registerUser(testApp);
      const userId = (await me(testApp, token)).json<{ id: number }>().id;

      const [row] = await testApp.app.db.select().from(activationCodes).where(eq(activationCodes.userId, userId));

      expect(row!.codeHash).toBe(hashActivationCode(TEST_APP_SECRET, userId, code));
      expect(row!.codeHash).not.toContain(code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MINUTE);
    });

    it('a code is single use: the account is then active → 409 already_active', async () => {
      const { token, code } = await registerUser(testApp);
      expect((await activate(token, { code })).statusCode).toBe(200);

      const again = await activate(token, { code });

      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'already_active', message: expect.any(String) });
    });

    it('a missing or empty code → 400 validation_failed { code: required }', async () => {
      const { token } = await registerUser(testApp);

      for (const payload of [{}, { code: '' }]) {
        const response = await activate(token, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'validation_failed',
          message: 'Request validation failed',
          fields: { code: 'required' },
        });
      }
    });

    it('a wrong code → 400 invalid_code', async () => {
      const { token, code } = await registerUser(testApp);

      const response = await activate(token, { code: otherThan(code) });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_code', message: expect.any(String) });
      expect((await me(testApp, token)).json()).toMatchObject({ status: 'new' });
    });

    it('accepts surrounding spaces', async () => {
      const { token, code } = await registerUser(testApp);

      expect((await activate(token, { code: ` ${code} ` })).statusCode).toBe(200);
    });

    it('after 5 wrong tries the code is dead, even for the right code → 429 code_attempts_exceeded', async () => {
      const { token, code } = await registerUser(testApp);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await activate(token, { code: otherThan(code) })).json()).toMatchObject({ code: 'invalid_code' });
      }

      const response = await activate(token, { code });

      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ code: 'code_attempts_exceeded', message: expect.any(String) });
      expect((await me(testApp, token)).json()).toMatchObject({ status: 'new' });
    });

    it('the right code on the 5th try still works', async () => {
      const { token, code } = await registerUser(testApp);
      for (let attempt = 1; attempt <= 4; attempt += 1) await activate(token, { code: otherThan(code) });

      expect((await activate(token, { code })).statusCode).toBe(200);
    });

    it('parallel guesses get no more than 5 checks', async () => {
      const { token, code } = await registerUser(testApp);
      const guesses = Array.from({ length: 12 }, () => activate(token, { code: otherThan(code) }));
      const codes = (await Promise.all(guesses)).map((response) => response.json<{ code: string }>().code);

      expect(codes.filter((c) => c === 'invalid_code')).toHaveLength(5);
      expect(codes.filter((c) => c === 'code_attempts_exceeded')).toHaveLength(7);
    });

    it('a code is valid 10 minutes → then 410 code_expired', async () => {
      const first = await registerUser(testApp);
      testApp.clock.advance(10 * MINUTE - SECOND);
      expect((await activate(first.token, { code: first.code })).statusCode).toBe(200);

      const second = await registerUser(testApp);
      testApp.clock.advance(10 * MINUTE);
      const response = await activate(second.token, { code: second.code });

      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ code: 'code_expired', message: expect.any(String) });
    });

    it('needs a token → 401', async () => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/users/activate', payload: { code: '123456' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/users/send-code', () => {
    it('waits 60 s after the last code → 429 resend_cooldown with Retry-After and resend_available_in', async () => {
      const { token } = await registerUser(testApp);
      testApp.clock.advance(15 * SECOND);

      const response = await sendCode(token);

      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('45');
      expect(response.json()).toEqual({ code: 'resend_cooldown', message: expect.any(String), resend_available_in: 45 });
    });

    it('then sends a new code, which replaces the previous one', async () => {
      const { token, code: oldCode, email } = await registerUser(testApp);
      testApp.clock.advance(60 * SECOND);

      const response = await sendCode(token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ resend_available_in: 60 });
      expect(testApp.mail.to(email)).toHaveLength(2);
      const newCode = activationCodeIn(testApp.mail.last(email));
      if (newCode !== oldCode) {
        expect((await activate(token, { code: oldCode })).json()).toMatchObject({ code: 'invalid_code' });
      }
      expect((await activate(token, { code: newCode })).statusCode).toBe(200);

      // The new code also restarted the cooldown.
      const registered = await registerUser(testApp);
      testApp.clock.advance(60 * SECOND);
      expect((await sendCode(registered.token)).statusCode).toBe(200);
      expect((await sendCode(registered.token)).json()).toMatchObject({ code: 'resend_cooldown', resend_available_in: 60 });
    });

    it('a new code has fresh tries and a fresh 10 minutes', async () => {
      const { token, code, email } = await registerUser(testApp);
      for (let attempt = 1; attempt <= 5; attempt += 1) await activate(token, { code: otherThan(code) });
      testApp.clock.advance(11 * MINUTE);
      expect((await activate(token, { code })).json()).toMatchObject({ code: 'code_attempts_exceeded' });

      expect((await sendCode(token)).statusCode).toBe(200);
      expect((await activate(token, { code: activationCodeIn(testApp.mail.last(email)) })).statusCode).toBe(200);
    });

    it('in the user language', async () => {
      const { token, email } = await registerUser(testApp, { lang: 'ru', first_name: 'Пётр' });
      testApp.clock.advance(MINUTE);

      await sendCode(token);

      const mail = testApp.mail.last(email);
      expect(mail.subject).toMatch(/^Stepwise: код подтверждения \d{6}$/);
      expect(mail.text).toContain('Здравствуйте, Пётр!');
    });

    it('an active account → 409 already_active', async () => {
      const { token, code } = await registerUser(testApp);
      await activate(token, { code });
      testApp.clock.advance(MINUTE);

      const response = await sendCode(token);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'already_active' });
    });

    it('a mail server that is down does not fail the request: the new code arrives once it answers', async () => {
      const { token, email } = await registerUser(testApp);
      testApp.clock.advance(MINUTE);
      testApp.mail.failNext();

      const response = await sendCode(token);

      expect(response.statusCode).toBe(200);
      expect(testApp.mail.to(email)).toHaveLength(1);
      testApp.clock.advance(30 * SECOND);
      await testApp.mail.settle();
      expect(testApp.mail.to(email)).toHaveLength(2);
      const code = activationCodeIn(testApp.mail.last(email));
      expect((await activate(token, { code })).statusCode).toBe(200);
    });
  });
});
