import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { defaultRateLimits, type RateLimits } from '../../src/config.js';
import { activeUser, bearer, login, PASSWORD, registerUser, registration, uniqueEmail } from '../helpers/auth.js';
import { MINUTE } from '../helpers/clock.js';
import { mailKind } from '../helpers/mail.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const MIN = 60_000;
const limits: RateLimits = {
  ...defaultRateLimits,
  loginPerIp: { max: 5, timeWindowMs: MIN },
  passwordFailuresPerEmailAndIp: { max: 2, timeWindowMs: 15 * MIN },
  passwordFailuresPerIp: { max: 4, timeWindowMs: 60 * MIN },
  registerPerIp: { max: 2, timeWindowMs: 15 * MIN },
  registerPerEmail: { max: 2, timeWindowMs: 60 * MIN },
  rememberPerIp: { max: 3, timeWindowMs: 15 * MIN },
  rememberPerEmail: { max: 1, timeWindowMs: 60 * MIN },
  sendCodePerUser: { max: 1, timeWindowMs: 60 * MIN },
  activatePerUser: { max: 2, timeWindowMs: 15 * MIN },
};

const SIGN_IN_PAUSED = 'sign-in paused for an address after wrong passwords';

/** Resolves once the app has logged a matching record (for work it does after answering). */
async function waitForLog(testApp: TestApp, predicate: (record: Record<string, unknown>) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!testApp.logs.some(predicate)) {
    if (Date.now() > deadline) throw new Error('the expected log record was not written in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function expectRateLimited(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits (configurable; small ones here)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { rateLimits: limits } });
  });
  afterAll(() => testApp.close());

  it('login per IP, right password or not: the 6th attempt in a minute → 429; another IP is not affected', async () => {
    const { email } = await registerUser(testApp, {}, '10.0.0.9');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(testApp, email, PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    }

    expectRateLimited(await login(testApp, email, PASSWORD, '10.0.0.1'), 60);
    expect((await login(testApp, email, PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('wrong passwords pause the guessing address only: the owner still signs in from elsewhere, and is told once, in their language', async () => {
    const { email } = await registerUser(testApp, { email: uniqueEmail('target'), lang: 'ru' }, '10.0.1.1');
    expect((await login(testApp, email, 'guess-1', '10.0.1.2')).statusCode).toBe(401);
    expect((await login(testApp, email.toUpperCase(), 'guess-2', '10.0.1.2')).statusCode).toBe(401);

    // the guessing address is paused, even with the right password
    expectRateLimited(await login(testApp, email, PASSWORD, '10.0.1.2'), 15 * 60);
    // the owner, from their own address, is not
    expect((await login(testApp, email, PASSWORD, '10.0.1.4')).statusCode).toBe(200);

    const notice = await testApp.mail.waitFor((mail) => mail.to === email && mailKind(mail) === 'sign_in_paused');
    expect(notice.subject).toBe('Stepwise: попытки войти в ваш аккаунт');
    expect(notice.text).toContain('10.0.1.2');

    // a second address paused within the same window: no second email
    expect((await login(testApp, email, 'guess-3', '10.0.1.3')).statusCode).toBe(401);
    expect((await login(testApp, email, 'guess-4', '10.0.1.3')).statusCode).toBe(401);
    expectRateLimited(await login(testApp, email, PASSWORD, '10.0.1.3'), 15 * 60);
    await waitForLog(testApp, (record) => record.msg === SIGN_IN_PAUSED && record.ip === '10.0.1.3' && record.ownerNotified === false);
    expect(testApp.mail.to(email).filter((mail) => mailKind(mail) === 'sign_in_paused')).toHaveLength(1);
  });

  it('a right password costs nothing: signing in again and again is never paused', async () => {
    const { email } = await registerUser(testApp, {}, '10.0.6.1');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(testApp, email, PASSWORD, '10.0.6.2')).statusCode).toBe(200);
    }
  });

  it('wrong passwords per IP, over many accounts: a new browser at the address must solve a challenge, never waits out the hour', async () => {
    const { email } = await registerUser(testApp, {}, '10.0.7.1');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(testApp, uniqueEmail(), 'guess', '10.0.7.2')).statusCode).toBe(401);
    }

    const challenged = await login(testApp, email, PASSWORD, '10.0.7.2');
    expect(challenged.statusCode).toBe(429);
    expect(challenged.json()).toMatchObject({ code: 'proof_of_work_required' });
    expect(challenged.headers['retry-after']).toBeUndefined();
    expect((await login(testApp, email, PASSWORD, '10.0.7.3')).statusCode).toBe(200);
  });

  it("the profile's current-password check counts like sign-in: wrong guesses are paused, with Retry-After", async () => {
    const { token, email } = await activeUser(testApp);
    const changePassword = (current: string, remoteAddress: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: bearer(token),
        payload: { current_password: current, new_password: 'another-password-1' },
        remoteAddress,
      });
    expect((await changePassword('guess-1', '10.0.8.1')).json()).toMatchObject({ fields: { current_password: 'wrong' } });
    expect((await changePassword('guess-2', '10.0.8.1')).statusCode).toBe(400);

    expectRateLimited(await changePassword('guess-3', '10.0.8.1'), 15 * 60);
    expectRateLimited(await changePassword(PASSWORD, '10.0.8.1'), 15 * 60);
    // the same account from the same address: sign-in is paused too
    expectRateLimited(await login(testApp, email, PASSWORD, '10.0.8.1'), 15 * 60);
    expect((await changePassword(PASSWORD, '10.0.8.2')).statusCode).toBe(200);
  });

  it('register per IP: the 3rd registration → 429', async () => {
    const register = () => testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(), remoteAddress: '10.0.2.1' });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);

    expectRateLimited(await register(), 15 * 60);
  });

  it('register per email, from any IP: asking about one address again and again → 429 instead of email_taken', async () => {
    const { email } = await registerUser(testApp, {}, '10.0.9.1');
    const register = (remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email }), remoteAddress });
    expect((await register('10.0.9.2')).statusCode).toBe(409);

    expectRateLimited(await register('10.0.9.3'), 60 * 60);
  });

  it('remember per email (1 here) and per IP (3 here)', async () => {
    const remember = (email: string, remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/remember', payload: { email }, remoteAddress });
    const { email } = await registerUser(testApp, {}, '10.0.3.9');

    expect((await remember(email, '10.0.3.1')).statusCode).toBe(200);
    expectRateLimited(await remember(email, '10.0.3.2'), 60 * 60);

    expect((await remember(uniqueEmail(), '10.0.3.3')).statusCode).toBe(404);
    expect((await remember(uniqueEmail(), '10.0.3.3')).statusCode).toBe(404);
    expect((await remember(uniqueEmail(), '10.0.3.3')).statusCode).toBe(404);
    expectRateLimited(await remember(uniqueEmail(), '10.0.3.3'), 15 * 60);
  });

  it('send-code per user: past the cooldown, the 2nd new code in the window → 429', async () => {
    const { token } = await registerUser(testApp, {}, '10.0.4.1');
    testApp.clock.advance(MINUTE);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/users/send-code', headers: bearer(token) })).statusCode).toBe(200);
    testApp.clock.advance(MINUTE);

    expectRateLimited(await testApp.app.inject({ method: 'POST', url: '/api/users/send-code', headers: bearer(token) }), 60 * 60);
  });

  it('activate per user: the 3rd try in the window → 429 (before the code is even checked)', async () => {
    const { token, code } = await registerUser(testApp, {}, '10.0.5.1');
    const activate = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/users/activate', headers: bearer(token), payload });
    expect((await activate({ code: '000000' === code ? '111111' : '000000' })).statusCode).toBe(400);
    expect((await activate({ code: '999999' === code ? '888888' : '999999' })).statusCode).toBe(400);

    expectRateLimited(await activate({ code }), 15 * 60);
  });
});

describe('default limits on the answers that tell whether an address is registered', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { rateLimits: defaultRateLimits } });
  });
  afterAll(() => testApp.close());

  it('recovery: 5 addresses an hour from one IP, then 429; each address at most 3 times an hour from anywhere', async () => {
    const remember = (email: string, remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/remember', payload: { email }, remoteAddress });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await remember(uniqueEmail(), '10.1.0.1')).json()).toMatchObject({ code: 'email_not_found', message: 'Email not found' });
    }
    expectRateLimited(await remember(uniqueEmail(), '10.1.0.1'), 60 * 60);

    const probed = uniqueEmail();
    for (const remoteAddress of ['10.1.0.2', '10.1.0.3', '10.1.0.4']) {
      expect((await remember(probed, remoteAddress)).statusCode).toBe(404);
    }
    expectRateLimited(await remember(probed, '10.1.0.5'), 60 * 60);
  });

  it('registration: 5 an hour from one IP, then 429', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await registerUser(testApp, {}, '10.1.1.1');

    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(), remoteAddress: '10.1.1.1' });
    expectRateLimited(response, 60 * 60);
  });
});
