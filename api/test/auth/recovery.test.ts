import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { passwordResets } from '../../src/db/schema/index.js';
import { activeUser, login, me, registerUser, uniqueEmail } from '../helpers/auth.js';
import { MINUTE, SECOND } from '../helpers/clock.js';
import { restoreTokenIn } from '../helpers/mail.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';

const NEW_PASSWORD = 'brand-new-secret';

describe('password recovery', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const remember = (email: unknown) => testApp.app.inject({ method: 'POST', url: '/api/auth/remember', payload: { email } as object });
  const check = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/auth/remember?check_code=${encodeURIComponent(token)}` });
  const restore = (payload: object) => testApp.app.inject({ method: 'PUT', url: '/api/auth/remember', payload });
  const restoreWith = (token: string, password = NEW_PASSWORD) => restore({ check_code: token, password, password_confirmation: password });

  /** Asks for a link and returns its token from the email. */
  async function requestLink(email: string): Promise<string> {
    expect((await remember(email)).statusCode).toBe(200);
    return restoreTokenIn(testApp.mail.last(email));
  }

  describe('POST /api/auth/remember', () => {
    it('emails a single-use recovery link in the user language', async () => {
      const { email } = await activeUser(testApp, { lang: 'ru', first_name: 'Анна' });

      const response = await remember(` ${email.toUpperCase()} `);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      const mail = testApp.mail.last(email);
      expect(mail.subject).toBe('Stepwise: восстановление пароля');
      expect(mail.text).toContain('Здравствуйте, Анна!');
      expect(mail.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/restore/[A-Za-z0-9_-]{43}\\b`));
      expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/restore/${restoreTokenIn(mail)}"`);
      expect(mail.text).toContain('60 минут');
      expect(mail.text).not.toContain('/unsubscribe');
    });

    it('in English for an English user', async () => {
      const { email } = await activeUser(testApp, { lang: 'en' });

      await remember(email);

      const mail = testApp.mail.last(email);
      expect(mail.subject).toBe('Stepwise: password recovery');
      expect(mail.text).toContain('valid for 60 minutes');
    });

    it('keeps only a hash of the token', async () => {
      const { email } = await activeUser(testApp);
      const token = await requestLink(email);

      const rows = await testApp.app.db.select().from(passwordResets);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('an unknown email → 404 email_not_found', async () => {
      const response = await remember(uniqueEmail('nobody'));

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'email_not_found', message: 'Email not found' });
    });

    it.each([
      [undefined, 'required'],
      ['', 'required'],
      ['no-at-sign', 'invalid'],
    ])('email %p → 400 validation_failed %s', async (email, code) => {
      const response = await remember(email);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { email: code } });
    });

    it('a mail server that is down does not fail the request: the link arrives once it answers, and works', async () => {
      const { email } = await activeUser(testApp);
      const before = testApp.mail.to(email).length;
      testApp.mail.failNext();

      const response = await remember(email);

      expect(response.statusCode).toBe(200);
      expect(testApp.mail.to(email)).toHaveLength(before);
      testApp.clock.advance(30 * SECOND);
      await testApp.mail.settle();
      expect(testApp.mail.to(email)).toHaveLength(before + 1);
      expect((await check(restoreTokenIn(testApp.mail.last(email)))).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/remember?check_code=', () => {
    it('a fresh link → 200 { valid: true }', async () => {
      const { email } = await activeUser(testApp);
      const token = await requestLink(email);

      const response = await check(token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true });
    });

    it('an unknown link → 400 restore_link_invalid', async () => {
      const response = await check('x'.repeat(43));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'restore_link_invalid', message: 'Restore password link is not valid' });
    });

    it('no check_code → 400 validation_failed', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/remember' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { check_code: 'required' } });
    });

    it('a link is valid 60 minutes', async () => {
      const { email } = await activeUser(testApp);
      const token = await requestLink(email);

      testApp.clock.advance(60 * MINUTE - SECOND);
      expect((await check(token)).statusCode).toBe(200);
      testApp.clock.advance(SECOND);
      expect((await check(token)).json()).toMatchObject({ code: 'restore_link_invalid' });
      expect((await restoreWith(token)).json()).toMatchObject({ code: 'restore_link_invalid' });
    });
  });

  describe('PUT /api/auth/remember', () => {
    it('sets the password, signs out every session and emails a notice', async () => {
      const { email, password, token: session } = await activeUser(testApp, { lang: 'en', first_name: 'Grace' });
      const other = (await login(testApp, email, password)).json<{ access_token: string }>().access_token;
      const token = await requestLink(email);

      const response = await restoreWith(token);

      expect(response.statusCode).toBe(204);
      expect((await me(testApp, session)).statusCode).toBe(401);
      expect((await me(testApp, other)).statusCode).toBe(401);
      expect((await login(testApp, email, password)).statusCode).toBe(401);
      expect((await login(testApp, email, NEW_PASSWORD)).statusCode).toBe(200);
      const notice = testApp.mail.last(email);
      expect(notice.subject).toBe('Stepwise: your password was changed');
      expect(notice.text).toContain('Hello, Grace!');
      expect(notice.text).toContain(`${TEST_PUBLIC_URL}/forget`);
      expect(notice.text).not.toContain('/unsubscribe');
    });

    it('works once: the link is then used → 400 restore_link_invalid', async () => {
      const { email } = await activeUser(testApp);
      const token = await requestLink(email);
      expect((await restoreWith(token)).statusCode).toBe(204);

      expect((await check(token)).json()).toMatchObject({ code: 'restore_link_invalid' });
      const again = await restoreWith(token, 'yet-another-one');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'restore_link_invalid' });
      expect((await login(testApp, email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('activates an account that was not activated yet (the link proves the mailbox)', async () => {
      const { email } = await registerUser(testApp);
      const token = await requestLink(email);

      expect((await restoreWith(token)).statusCode).toBe(204);

      const signedIn = (await login(testApp, email, NEW_PASSWORD)).json<{ access_token: string }>().access_token;
      expect((await me(testApp, signedIn)).json()).toMatchObject({ status: 'active' });
    });

    it('an unknown link → 400 restore_link_invalid', async () => {
      const response = await restoreWith('y'.repeat(43));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'restore_link_invalid' });
    });

    it('validates like registration: min 6, confirmation required and matching', async () => {
      const { email } = await activeUser(testApp);
      const token = await requestLink(email);

      const short = await restore({ check_code: token, password: '12345', password_confirmation: '12345' });
      expect(short.json()).toMatchObject({ code: 'validation_failed', fields: { password: 'min_length' } });
      const mismatch = await restore({ check_code: token, password: '123456', password_confirmation: '123457' });
      expect(mismatch.json()).toMatchObject({ code: 'validation_failed', fields: { password_confirmation: 'mismatch' } });
      const missing = await restore({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({
        check_code: 'required',
        password: 'required',
        password_confirmation: 'required',
      });

      // None of that used up the link.
      expect((await restoreWith(token)).statusCode).toBe(204);
    });
  });
});
