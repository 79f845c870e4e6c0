import { expect } from '@jest/globals';
import { ACCOUNT_PARAMS, type OidcTestIssuer, type TestAccount } from '../../src/dev/oidc-test-issuer.js';
import type { App } from '../../src/app.js';
import { TEST_PUBLIC_URL } from './test-app.js';

/** Starts sign-in with the API and returns the authorization URL it sends the browser to. */
export async function startProviderLogin(app: App): Promise<URL> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/provider/redirect/google' });
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ url: string }>().url);
}

/**
 * What the browser does at the issuer: opens the "Sign in as" form, submits it with the account, and
 * follows the redirect back to the app. Returns the code and state the app's provider_login page gets.
 */
export async function signInAtIssuer(authorizationUrl: URL, account: Partial<TestAccount>): Promise<{ code: string; state: string }> {
  const form = await fetch(authorizationUrl);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('<h1>Sign in as</h1>');

  const submit = new URL(authorizationUrl);
  if (account.email !== undefined) submit.searchParams.set(ACCOUNT_PARAMS.email, account.email);
  if (account.givenName !== undefined) submit.searchParams.set(ACCOUNT_PARAMS.givenName, account.givenName);
  if (account.familyName !== undefined) submit.searchParams.set(ACCOUNT_PARAMS.familyName, account.familyName);
  if (account.emailVerified === false) submit.searchParams.set(ACCOUNT_PARAMS.emailVerified, 'false');
  const redirect = await fetch(submit, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_URL}/provider-login/google`);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

export function callback(app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/provider/callback/google', payload: body, headers });
}

export function testIssuerProvider(issuer: OidcTestIssuer) {
  return { google: { issuerUrl: issuer.url, clientId: 'stepwise-local', testIssuer: true } };
}
