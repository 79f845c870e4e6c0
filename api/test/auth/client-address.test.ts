import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultRateLimits } from '../../src/config.js';
import { registration } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** The shell server's own address towards the API, as the stack sets TRUST_PROXY (docs/operations.md). */
const PROXY = '127.0.0.2';

describe('the client address behind TRUST_PROXY', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      config: { trustProxy: PROXY, rateLimits: { ...defaultRateLimits, registerPerIp: { max: 2, timeWindowMs: 60_000 } } },
    });
  });
  afterAll(() => testApp.close());

  const register = (remoteAddress: string, forwardedFor: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(),
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a direct request from another local process cannot choose its address with X-Forwarded-For', async () => {
    expect((await register('127.0.0.1', '198.51.100.1')).statusCode).toBe(201);
    expect((await register('127.0.0.1', '198.51.100.2')).statusCode).toBe(201);

    const third = await register('127.0.0.1', '198.51.100.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
  });

  it("the proxy's X-Forwarded-For is believed: each client has its own limit", async () => {
    expect((await register(PROXY, '203.0.113.1')).statusCode).toBe(201);
    expect((await register(PROXY, '203.0.113.1')).statusCode).toBe(201);
    expect((await register(PROXY, '203.0.113.1')).statusCode).toBe(429);

    expect((await register(PROXY, '203.0.113.2')).statusCode).toBe(201);
  });
});
