import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { bearer, me, PASSWORD, registration } from '../helpers/auth.js';
import { activationCodeIn } from '../helpers/mail.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';

describe('POST /api/auth/register', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });

  it('creates a new user, signs them in and emails the activation code in their language', async () => {
    const response = await register(registration({ first_name: ' Анна ', last_name: 'Каренина', email: '  Anna.K@Example.COM ', lang: 'ru' }));

    expect(response.statusCode).toBe(201);
    const { access_token: token, resend_available_in: resendIn } = response.json<{ access_token: string; resend_available_in: number }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code was just sent: another one only after the cooldown, which the activate page counts down at once.
    expect(resendIn).toBe(60);
    const early = await testApp.app.inject({ method: 'POST', url: '/api/users/send-code', headers: bearer(token) });
    expect([early.statusCode, early.json().code]).toEqual([429, 'resend_cooldown']);

    const profile = await me(testApp, token);
    expect(profile.json()).toEqual({
      id: expect.any(Number),
      first_name: 'Анна',
      last_name: 'Каренина',
      email: 'anna.k@example.com',
      status: 'new',
      lang: 'ru',
      photo_sm: null,
      photo_lg: null,
    });

    const [row] = await testApp.app.db.select().from(users).where(eq(users.email, 'anna.k@example.com'));
    // An argon2id hash (the tests' cheap parameters; test/auth/password-hashing.test.ts proves the production ones).
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);

    const mail = testApp.mail.last('anna.k@example.com');
    expect(mail.from).toBe('Stepwise <no-reply@stepwise.app>');
    expect(mail.subject).toMatch(/^Stepwise: код подтверждения \d{6}$/);
    expect(mail.text).toContain('Здравствуйте, Анна!');
    expect(mail.text).toContain('Код действует 10 минут');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/activate`);
    expect(mail.html).toContain('<html lang="ru">');
    expect(mail.html).toContain(activationCodeIn(mail));
    // Essential mail: no unsubscribe link, no List-Unsubscribe header.
    expect(mail.text).not.toContain('/unsubscribe');
    expect(mail.raw.split('\r\n\r\n')[0]).not.toMatch(/^List-Unsubscribe:/im);
  });

  it('writes the email in English for lang en', async () => {
    const body = registration({ lang: 'en', first_name: 'Grace' });
    expect((await register(body)).statusCode).toBe(201);

    const mail = testApp.mail.last(body.email);
    expect(mail.subject).toMatch(/^Stepwise: your confirmation code \d{6}$/);
    expect(mail.text).toContain('Hello, Grace!');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('<html lang="en">');
  });

  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['uk-UA,uk;q=0.9', 'ru'],
    ['de;q=0.5,be;q=0.8', 'ru'],
    [undefined, 'ru'],
  ])('without lang, takes it from Accept-Language %s → %s', async (acceptLanguage, lang) => {
    const { lang: _omitted, ...body } = registration();
    const response = await register(body, acceptLanguage ? { 'accept-language': acceptLanguage } : {});

    expect(response.statusCode).toBe(201);
    expect((await me(testApp, response.json<{ access_token: string }>().access_token)).json()).toMatchObject({ lang });
  });

  it('refuses an address that is taken, whatever its case → 409 email_taken', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(201);

    const again = await register(registration({ email: ` ${body.email.toUpperCase()} ` }));

    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'email_taken', message: expect.any(String), fields: { email: 'taken' } });
  });

  it('reports every missing field at once with stable codes', async () => {
    const response = await register({});

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Request validation failed',
      fields: {
        first_name: 'required',
        last_name: 'required',
        email: 'required',
        password: 'required',
        password_confirmation: 'required',
        accept: 'required',
      },
    });
  });

  it('reports blank names, an empty email, a short password and an unticked box', async () => {
    const response = await register(
      registration({ first_name: '   ', last_name: '', email: ' ', password: '12345', password_confirmation: '', accept: false }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      password: 'min_length',
      password_confirmation: 'required',
      accept: 'required',
    });
  });

  it('reports a malformed email and a confirmation that does not match', async () => {
    const response = await register(registration({ email: 'not-an-email', password: 'abcdef', password_confirmation: 'abcdeg' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'invalid', password_confirmation: 'mismatch' });
  });

  it('accepts exactly 6 characters and rejects an unknown language', async () => {
    expect((await register(registration({ password: 'abcdef', password_confirmation: 'abcdef' }))).statusCode).toBe(201);

    const response = await register(registration({ lang: 'de' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ lang: 'invalid' });
  });

  it('still registers when the mail server is down; the code arrives once it answers', async () => {
    testApp.mail.failNext();
    const body = registration();

    const response = await register(body);

    expect(response.statusCode).toBe(201);
    expect(testApp.mail.to(body.email)).toHaveLength(0);
    expect(testApp.logs).toContainEqual(expect.objectContaining({ level: 40, msg: 'mail.send job failed, will retry' }));

    testApp.clock.advance(30_000);
    await testApp.mail.settle();
    const code = activationCodeIn(testApp.mail.last(body.email));
    const token = response.json<{ access_token: string }>().access_token;
    const activated = await testApp.app.inject({ method: 'POST', url: '/api/users/activate', headers: bearer(token), payload: { code } });
    expect(activated.statusCode).toBe(200);
  });
});
