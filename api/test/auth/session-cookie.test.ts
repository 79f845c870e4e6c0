import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, login, PASSWORD, registerUser, registration } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const THIRTY_DAYS = 2_592_000;

function sessionCookie(response: LightMyRequestResponse) {
  const cookies = response.cookies.filter((cookie) => cookie.name === 'sw_token');
  expect(cookies).toHaveLength(1);
  return cookies[0]!;
}

function expectSessionCookie(response: LightMyRequestResponse, token: string, { secure = false } = {}) {
  const cookie = sessionCookie(response);
  expect(cookie).toMatchObject({ value: token, path: '/', maxAge: THIRTY_DAYS, httpOnly: true, sameSite: 'Lax' });
  expect(Boolean(cookie.secure)).toBe(secure);
}

describe('the sw_token cookie: set by the API, HttpOnly, never accepted by it', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('registration sets it to the token it answers with', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
    expect(response.statusCode).toBe(201);
    expectSessionCookie(response, response.json<{ access_token: string }>().access_token);
  });

  it('login sets it; a failed login sets nothing', async () => {
    const { email } = await registerUser(testApp);
    const response = await login(testApp, email, PASSWORD);
    expectSessionCookie(response, response.json<{ access_token: string }>().access_token);

    const failed = await login(testApp, email, 'wrong-password');
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('activation sets it to the token of the request', async () => {
    const { token, code } = await registerUser(testApp);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/activate', headers: bearer(token), payload: { code } });
    expect(response.statusCode).toBe(200);
    expectSessionCookie(response, token);
  });

  it('logout removes it', async () => {
    const { token } = await registerUser(testApp);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.expires!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a request carrying only the cookie is not signed in: 401', async () => {
    const { token } = await registerUser(testApp);
    for (const request of [
      { method: 'GET' as const, url: '/api/users/me' },
      { method: 'PUT' as const, url: '/api/users/me', payload: { first_name: 'Mallory' } },
      { method: 'POST' as const, url: '/api/auth/logout' },
    ]) {
      const response = await testApp.app.inject({ ...request, cookies: { sw_token: token } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('the sw_token cookie over https', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { publicUrl: 'https://stepwise.example' } });
  });
  afterAll(() => testApp.close());

  it('is Secure when the public origin is https', async () => {
    const { email } = await registerUser(testApp);
    const response = await login(testApp, email, PASSWORD);
    expectSessionCookie(response, response.json<{ access_token: string }>().access_token, { secure: true });
  });
});
