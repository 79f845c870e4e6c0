import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { defaultRateLimits, type RateLimits } from '../../src/config.js';
import { bearer, login, PASSWORD, registerUser, registration, uniqueEmail } from '../helpers/auth.js';
import { MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const MIN = 60_000;
const limits: RateLimits = {
  ...defaultRateLimits,
  loginPerIp: { max: 3, timeWindowMs: MIN },
  loginPerEmail: { max: 2, timeWindowMs: 15 * MIN },
  registerPerIp: { max: 2, timeWindowMs: 15 * MIN },
  rememberPerIp: { max: 3, timeWindowMs: 15 * MIN },
  rememberPerEmail: { max: 1, timeWindowMs: 60 * MIN },
  sendCodePerUser: { max: 1, timeWindowMs: 60 * MIN },
  activatePerUser: { max: 2, timeWindowMs: 15 * MIN },
};

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

  it('login per IP: the 4th attempt in a minute → 429; another IP is not affected', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(testApp, uniqueEmail(), 'x', '10.0.0.1')).statusCode).toBe(401);
    }

    expectRateLimited(await login(testApp, uniqueEmail(), 'x', '10.0.0.1'), 60);
    expect((await login(testApp, uniqueEmail(), 'x', '10.0.0.2')).statusCode).toBe(401);
  });

  it('login per account email, from any IP: the 3rd attempt → 429 even with the right password', async () => {
    const { email } = await registerUser(testApp, { email: uniqueEmail('target') }, '10.0.1.1');
    expect((await login(testApp, email, 'guess-1', '10.0.1.2')).statusCode).toBe(401);
    expect((await login(testApp, email.toUpperCase(), 'guess-2', '10.0.1.3')).statusCode).toBe(401);

    expectRateLimited(await login(testApp, email, PASSWORD, '10.0.1.4'), 15 * 60);
    const { email: other } = await registerUser(testApp, {}, '10.0.1.5');
    expect((await login(testApp, other, PASSWORD, '10.0.1.6')).statusCode).toBe(200);
  });

  it('register per IP: the 3rd registration → 429', async () => {
    const register = () =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(), remoteAddress: '10.0.2.1' });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);

    expectRateLimited(await register(), 15 * 60);
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

    expectRateLimited(
      await testApp.app.inject({ method: 'POST', url: '/api/users/send-code', headers: bearer(token) }),
      60 * 60,
    );
  });

  it('activate per user: the 3rd try in the window → 429 (before the code is even checked)', async () => {
    const { token, code } = await registerUser(testApp, {}, '10.0.5.1');
    const activate = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/api/users/activate', headers: bearer(token), payload });
    expect((await activate({ code: '000000' === code ? '111111' : '000000' })).statusCode).toBe(400);
    expect((await activate({ code: '999999' === code ? '888888' : '999999' })).statusCode).toBe(400);

    expectRateLimited(await activate({ code }), 15 * 60);
  });
});
