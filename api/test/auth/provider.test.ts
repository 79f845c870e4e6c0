import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { oidcAuthRequests, userIdentities, users } from '../../src/db/schema/index.js';
import { startOidcTestIssuer, subjectFor, type OidcTestIssuer } from '../../src/dev/oidc-test-issuer.js';
import { activeUser, login, me, registerUser, uniqueEmail } from '../helpers/auth.js';
import { MINUTE } from '../helpers/clock.js';
import { callback, signInAtIssuer, startProviderLogin, testIssuerProvider } from '../helpers/oidc.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';

describe('Google sign-in (against the in-process OIDC test issuer)', () => {
  let issuer: OidcTestIssuer;
  let testApp: TestApp;
  beforeAll(async () => {
    issuer = await startOidcTestIssuer({ port: 0 });
    testApp = await startTestApp({ config: { oidcProviders: testIssuerProvider(issuer) } });
  });
  afterAll(async () => {
    await testApp.close();
    await issuer.stop();
  });

  /** The whole journey: redirect, "Sign in as" at the issuer, callback. */
  async function signInWithGoogle(email: string, headers: Record<string, string> = {}) {
    const { code, state } = await signInAtIssuer(await startProviderLogin(testApp.app), {
      email,
      givenName: 'Grace',
      familyName: 'Hopper',
    });
    return callback(testApp.app, { code, state }, headers);
  }

  describe('GET /api/auth/provider/redirect/:provider', () => {
    it('answers with the authorization URL: PKCE S256, state, nonce, the provider_login redirect', async () => {
      const url = await startProviderLogin(testApp.app);

      expect(`${url.origin}${url.pathname}`).toBe(`${issuer.url}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: 'stepwise-local',
        redirect_uri: `${TEST_PUBLIC_URL}/provider-login/google`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge_method: 'S256',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        prompt: 'select_account',
      });
    });

    it('keeps the attempt server-side for 10 minutes, without the raw state', async () => {
      const url = await startProviderLogin(testApp.app);
      const rows = await testApp.app.db.select().from(oidcAuthRequests);

      const row = rows.find((candidate) => candidate.nonce === url.searchParams.get('nonce'));
      expect(row).toBeDefined();
      expect(row!.stateHash).not.toBe(url.searchParams.get('state'));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MINUTE);
    });

    it('an unknown provider → 404 unknown_provider', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/provider/redirect/myspace' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'unknown_provider', message: expect.any(String) });
    });
  });

  describe('the test issuer', () => {
    it('asks whom to sign in as, with a labelled, prefilled form that carries the request on', async () => {
      const url = await startProviderLogin(testApp.app);

      const response = await fetch(url);
      const html = await response.text();

      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Sign in as</h1>');
      for (const [id, label] of [
        ['email', 'Email'],
        ['given_name', 'First name'],
        ['family_name', 'Last name'],
      ]) {
        expect(html).toContain(`<label for="${id}">${label}</label>`);
        expect(html).toMatch(new RegExp(`<input id="${id}" [^>]*value="[^"]+"`));
      }
      expect(html).toContain(`name="state" value="${url.searchParams.get('state')}"`);
      expect(html).toContain('<button type="submit">Sign in</button>');
    });
  });

  describe('POST /api/auth/provider/callback/:provider', () => {
    it('sets the HttpOnly sw_token cookie to the token it answers with', async () => {
      const response = await signInWithGoogle(uniqueEmail('cookie'));

      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((candidate) => candidate.name === 'sw_token');
      expect(cookie).toMatchObject({ value: response.json<{ access_token: string }>().access_token, httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it('creates an active user from the claims, in the language of Accept-Language', async () => {
      const email = uniqueEmail('grace');

      const response = await signInWithGoogle(email, { 'accept-language': 'en-GB,en;q=0.8' });

      expect(response.statusCode).toBe(200);
      const token = response.json<{ access_token: string }>().access_token;
      expect((await me(testApp, token)).json()).toEqual({
        id: expect.any(Number),
        first_name: 'Grace',
        last_name: 'Hopper',
        email,
        status: 'active',
        lang: 'en',
        photo_sm: null,
        photo_lg: null,
      });
      const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
      expect(user!.passwordHash).toBeNull();
      const identities = await testApp.app.db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id));
      expect(identities).toMatchObject([{ provider: 'google', subject: subjectFor(email), email }]);
      // No password: password sign-in stays closed.
      expect((await login(testApp, email, 'anything')).json()).toMatchObject({ code: 'wrong_credentials' });
    });

    it.each([
      ['ru-RU,ru;q=0.9', 'ru'],
      ['be', 'ru'],
      ['fr-FR', 'en'],
    ])('Accept-Language %s → lang %s', async (acceptLanguage, lang) => {
      const response = await signInWithGoogle(uniqueEmail(), { 'accept-language': acceptLanguage });

      expect((await me(testApp, response.json<{ access_token: string }>().access_token)).json()).toMatchObject({ lang });
    });

    it('signs into the existing user with that email and links the identity; later sign-ins find it', async () => {
      const { email, user } = await activeUser(testApp, { first_name: 'Ada', lang: 'ru' });

      const first = await signInWithGoogle(email.toUpperCase());
      const second = await signInWithGoogle(email);

      for (const response of [first, second]) {
        expect(response.statusCode).toBe(200);
        const profile = (await me(testApp, response.json<{ access_token: string }>().access_token)).json();
        // The same account, untouched by the claims.
        expect(profile).toEqual(user);
      }
      expect(await testApp.app.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toHaveLength(1);
    });

    it('activates a not yet activated account of that email and drops the password nobody proved', async () => {
      const { email, password, token } = await registerUser(testApp);

      const response = await signInWithGoogle(email);

      expect(response.statusCode).toBe(200);
      expect((await me(testApp, response.json<{ access_token: string }>().access_token)).json()).toMatchObject({
        email,
        status: 'active',
      });
      expect((await me(testApp, token)).statusCode).toBe(401);
      expect((await login(testApp, email, password)).statusCode).toBe(401);
    });

    it('a state used once → 400 provider_state_invalid', async () => {
      const { code, state } = await signInAtIssuer(await startProviderLogin(testApp.app), { email: uniqueEmail() });
      expect((await callback(testApp.app, { code, state })).statusCode).toBe(200);

      const again = await callback(testApp.app, { code, state });

      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 'provider_state_invalid', message: expect.any(String) });
    });

    it('an unknown state → 400 provider_state_invalid', async () => {
      const { code } = await signInAtIssuer(await startProviderLogin(testApp.app), { email: uniqueEmail() });

      const response = await callback(testApp.app, { code, state: 'forged-state' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'provider_state_invalid' });
    });

    it('a state older than 10 minutes → 400 provider_state_invalid', async () => {
      const { code, state } = await signInAtIssuer(await startProviderLogin(testApp.app), { email: uniqueEmail() });
      testApp.clock.advance(10 * MINUTE);

      const response = await callback(testApp.app, { code, state });

      expect(response.json()).toMatchObject({ code: 'provider_state_invalid' });
    });

    it('an unverified email → 400 provider_email_unverified, and no user', async () => {
      const email = uniqueEmail('unverified');
      const { code, state } = await signInAtIssuer(await startProviderLogin(testApp.app), { email, emailVerified: false });

      const response = await callback(testApp.app, { code, state });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'provider_email_unverified', message: expect.any(String) });
      expect(await testApp.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('a code the issuer does not know → 502 provider_error', async () => {
      const { state } = await signInAtIssuer(await startProviderLogin(testApp.app), { email: uniqueEmail() });
      issuer.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
      });

      const response = await callback(testApp.app, { code: 'not-a-code', state });

      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'provider_error', message: expect.any(String) });
    });

    it('an ID token with another nonce → 502 provider_error', async () => {
      const { code, state } = await signInAtIssuer(await startProviderLogin(testApp.app), { email: uniqueEmail() });
      issuer.service.on('beforeTokenSigning', function replaceNonce(token: { payload: Record<string, unknown> }) {
        if (token.payload.nonce === undefined) return;
        token.payload.nonce = 'another-nonce';
        issuer.service.off('beforeTokenSigning', replaceNonce);
      });

      const response = await callback(testApp.app, { code, state });

      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'provider_error' });
    });

    it('code and state are required', async () => {
      const response = await callback(testApp.app, {});

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { code: 'required', state: 'required' } });
    });

    it('an unknown provider → 404 unknown_provider', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/provider/callback/myspace',
        payload: { code: 'c', state: 's' },
      });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'unknown_provider' });
    });
  });
});

describe('Google sign-in while the provider is unreachable', () => {
  it('→ 502 provider_error, and works once the provider is back', async () => {
    const issuer = await startOidcTestIssuer({ port: 0 });
    const { url } = issuer;
    await issuer.stop();
    const testApp = await startTestApp({ config: { oidcProviders: testIssuerProvider({ ...issuer, url }) } });
    try {
      const down = await testApp.app.inject({ method: 'GET', url: '/api/auth/provider/redirect/google' });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ code: 'provider_error', message: expect.any(String) });

      const port = Number(new URL(url).port);
      const back = await startOidcTestIssuer({ port });
      try {
        const up = await testApp.app.inject({ method: 'GET', url: '/api/auth/provider/redirect/google' });
        expect(up.statusCode).toBe(200);
      } finally {
        await back.stop();
      }
    } finally {
      await testApp.close();
    }
  });
});

describe('without a configured provider', () => {
  it('google is unknown → 404 unknown_provider', async () => {
    const testApp = await startTestApp({ config: { oidcProviders: {} } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/provider/redirect/google' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'unknown_provider' });
    } finally {
      await testApp.close();
    }
  });
});
