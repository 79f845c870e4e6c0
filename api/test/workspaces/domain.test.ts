import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { defaultRateLimits } from '../../src/config.js';
import { activeUser, bearer, registerUser, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace, uniqueDomain } from '../helpers/workspaces.js';

describe('POST /api/workspaces/domain', () => {
  let testApp: TestApp;
  let user: RegisteredUser;
  beforeAll(async () => {
    testApp = await startTestApp();
    user = await activeUser(testApp);
  });
  afterAll(() => testApp.close());

  const check = (payload: unknown, token = user.token) =>
    testApp.app.inject({ method: 'POST', url: '/api/workspaces/domain', headers: bearer(token), payload: payload as object });

  it('a free, valid domain is available (normalised, no reason, no suggestions)', async () => {
    const domain = uniqueDomain('Free');
    const response = await check({ domain: `  ${domain.toUpperCase()} ` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ domain: domain.toLowerCase(), available: true, suggestions: [] });
  });

  it('a taken domain (in any case) → taken, with three free alternatives', async () => {
    const domain = uniqueDomain('taken');
    await createWorkspace(testApp, user.token, { domain });

    const response = await check({ domain: domain.toUpperCase() });

    expect(response.json()).toEqual({
      domain,
      available: false,
      reason: 'taken',
      suggestions: [`${domain}-team`, `${domain}-hq`, `${domain}2`],
    });
  });

  it('suggests only alternatives that are free themselves', async () => {
    const domain = uniqueDomain('busy');
    for (const taken of [domain, `${domain}-team`, `${domain}2`]) await createWorkspace(testApp, user.token, { domain: taken });

    const response = await check({ domain });

    expect(response.json()).toEqual({
      domain,
      available: false,
      reason: 'taken',
      suggestions: [`${domain}-hq`, `${domain}-work`, `${domain}-group`],
    });
    for (const suggestion of response.json<{ suggestions: string[] }>().suggestions) {
      expect((await check({ domain: suggestion })).json()).toMatchObject({ available: true });
    }
  });

  it('a reserved name → reserved, with alternatives built from it', async () => {
    expect((await check({ domain: 'Billing' })).json()).toEqual({
      domain: 'billing',
      available: false,
      reason: 'reserved',
      suggestions: ['billing-team', 'billing-hq', 'billing2'],
    });
    expect((await check({ domain: 'stepwise' })).json()).toEqual({
      domain: 'stepwise',
      available: false,
      reason: 'reserved',
      suggestions: [],
    });
  });

  it.each([
    ['bad characters', 'Our_Team!', { domain: 'our_team!', suggestions: ['our-team', 'our-team-team', 'our-team-hq'] }],
    ['a trailing hyphen', 'crew-', { domain: 'crew-', suggestions: ['crew', 'crew-team', 'crew-hq'] }],
    ['too few characters', 'ab', { domain: 'ab', suggestions: ['ab-team', 'ab-hq', 'ab2'] }],
    ['Cyrillic only', 'Команда', { domain: 'команда', suggestions: [] }],
  ])('a domain with %s → invalid', async (_description, domain, expected) => {
    const response = await check({ domain });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...expected, available: false, reason: 'invalid' });
  });

  it('a domain of 63 characters is checked; a longer one → 400 validation_failed (max_length), never echoed', async () => {
    const longest = `${uniqueDomain('long')}${'x'.repeat(63)}`.slice(0, 63);
    expect((await check({ domain: longest })).json()).toEqual({ domain: longest, available: true, suggestions: [] });

    for (const domain of [`${longest}x`, 'x'.repeat(900 * 1024)]) {
      const response = await check({ domain });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { domain: 'max_length' } });
    }
  });

  it('a missing or blank domain → 400 validation_failed (domain required)', async () => {
    for (const payload of [{}, { domain: '' }, { domain: '   ' }]) {
      const response = await check(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { domain: 'required' } });
    }
    expect((await check({ domain: 42 })).json().fields).toEqual({ domain: 'invalid' });
  });

  it('needs a token (401) and an activated account (403)', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/workspaces/domain', payload: { domain: 'abc' } });
    expect(anonymous.statusCode).toBe(401);

    const newcomer = await registerUser(testApp);
    const response = await check({ domain: 'abcdef' }, newcomer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('activation_required');
  });
});

describe('POST /api/workspaces/domain rate limit (per user, configurable)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      config: { rateLimits: { ...defaultRateLimits, domainCheckPerUser: { max: 2, timeWindowMs: 60_000 } } },
    });
  });
  afterAll(() => testApp.close());

  const check = (token: string, remoteAddress: string): Promise<LightMyRequestResponse> =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/workspaces/domain',
      headers: bearer(token),
      payload: { domain: uniqueDomain() },
      remoteAddress,
    });

  it('the 3rd check of one user in the window → 429 rate_limited, from any IP; another user is not affected', async () => {
    const first = await activeUser(testApp);
    const second = await activeUser(testApp);
    expect((await check(first.token, '10.1.0.1')).statusCode).toBe(200);
    expect((await check(first.token, '10.1.0.2')).statusCode).toBe(200);

    const limited = await check(first.token, '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await check(second.token, '10.1.0.3')).statusCode).toBe(200);
  });
});
