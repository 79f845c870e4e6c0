import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { UserResponse } from '@stepwise/contracts';
import { activationCodeIn, mailKind } from './mail.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'correct-horse-1';

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** An address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    lang: 'en',
    accept: true,
    ...overrides,
  };
}

export interface RegisteredUser {
  token: string;
  email: string;
  password: string;
  /** The code of the activation email. */
  code: string;
}

/** Registers through the API (status new) and reads the emailed code. */
export async function registerUser(testApp: TestApp, overrides: Record<string, unknown> = {}, remoteAddress?: string): Promise<RegisteredUser> {
  const body = registration(overrides);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    ...(remoteAddress && { remoteAddress }),
  });
  expect(response.statusCode).toBe(201);
  const email = String(body.email).trim().toLowerCase();
  return {
    token: response.json<{ access_token: string }>().access_token,
    email,
    password: String(body.password),
    code: activationCodeIn(testApp.mail.last(email)),
  };
}

/** Registers and activates. */
export async function activeUser(testApp: TestApp, overrides: Record<string, unknown> = {}): Promise<RegisteredUser & { user: UserResponse }> {
  const registered = await registerUser(testApp, overrides);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/activate',
    headers: bearer(registered.token),
    payload: { code: registered.code },
  });
  expect(response.statusCode).toBe(200);
  // The welcome email goes out after the response: wait for it, so that it cannot take a send failure
  // a test arranges next (MailCatcher.failNext) for the mail it is about.
  await testApp.mail.waitFor((mail) => mail.to === registered.email && mailKind(mail) === 'welcome');
  return { ...registered, user: response.json<UserResponse>() };
}

export async function me(testApp: TestApp, token: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
}

export async function login(testApp: TestApp, email: string, password: string, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress && { remoteAddress }),
  });
}
