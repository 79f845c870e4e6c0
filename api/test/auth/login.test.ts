import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_MS } from '@stepwise/contracts';
import { sha256Hex } from '../../src/platform/crypto/crypto.js';
import { accessTokens, users } from '../../src/db/schema/index.js';
import { activeUser, bearer, login, me, PASSWORD, registerUser, uniqueEmail } from '../helpers/auth.js';
import { MINUTE } from '../helpers/clock.js';
import { cheapPasswordHasher } from '../helpers/passwords.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('POST /api/auth/login', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // A hasher of this app's own, so spying on it touches no other app.
    testApp = await startTestApp({ passwordHasher: cheapPasswordHasher() });
  });
  afterAll(() => testApp.close());

  it('signs in with the right pair, whatever the case and spacing of the email', async () => {
    const { email } = await registerUser(testApp);

    const response = await login(testApp, ` ${email.toUpperCase()} `, PASSWORD);

    expect(response.statusCode).toBe(200);
    const token = response.json<{ access_token: string }>().access_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(testApp, token)).json()).toMatchObject({ email, status: 'new' });
  });

  it('keeps only a SHA-256 of each token, expiring 30 days later', async () => {
    const { email } = await registerUser(testApp);
    const token = (await login(testApp, email, PASSWORD)).json<{ access_token: string }>().access_token;

    const [row] = await testApp.app.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256Hex(token)));
    expect(row).toBeDefined();
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(ACCESS_TOKEN_TTL_MS);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([
    ['a wrong password', async (email: string) => login(testApp, email, 'wrong-password')],
    ['an unknown email', async () => login(testApp, uniqueEmail('nobody'), PASSWORD)],
  ])('%s → 401 wrong_credentials', async (_case, attempt) => {
    const { email } = await registerUser(testApp);

    const response = await attempt(email);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'wrong_credentials', message: 'Wrong login or password' });
  });

  it('an account without a password (external sign-in) → 401 wrong_credentials', async () => {
    const email = uniqueEmail('google');
    await testApp.app.db.insert(users).values({ firstName: 'G', lastName: 'User', email, status: 'active' });

    const response = await login(testApp, email, 'anything');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'wrong_credentials' });
  });

  it('requires email and password', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '  ' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Request validation failed',
      fields: { email: 'required', password: 'required' },
    });
  });

  describe('does not reveal whether an account exists', () => {
    it('checks an argon2 hash on every path: real hash, dummy hash for unknown and password-less accounts', async () => {
      const verify = jest.spyOn(testApp.app.passwords, 'verify');
      try {
        const { email } = await registerUser(testApp);
        const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
        const passwordless = uniqueEmail('google');
        await testApp.app.db.insert(users).values({ firstName: 'G', lastName: 'U', email: passwordless });
        verify.mockClear();

        await login(testApp, email, 'wrong-password');
        await login(testApp, uniqueEmail('nobody'), 'wrong-password');
        await login(testApp, passwordless, 'wrong-password');

        expect(verify.mock.calls).toEqual([
          [user!.passwordHash, 'wrong-password'],
          [testApp.app.dummyPasswordHash, 'wrong-password'],
          [testApp.app.dummyPasswordHash, 'wrong-password'],
        ]);
        // The dummy is a real argon2id hash with the same parameters, so checking it costs the same.
        expect(testApp.app.dummyPasswordHash.split('$').slice(0, 4)).toEqual(user!.passwordHash!.split('$').slice(0, 4));
      } finally {
        verify.mockRestore();
      }
    });
  });
});

describe('access tokens', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['no Authorization header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an unknown token', bearer('x'.repeat(43))],
    ['a malformed token', bearer('not a token!')],
  ])('%s → 401 unauthorized', async (_case, headers) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers });

    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Authentication is required' });
  });

  it('work until 30 days after issue, then → 401', async () => {
    const { token } = await activeUser(testApp);

    testApp.clock.advance(ACCESS_TOKEN_TTL_MS - MINUTE);
    expect((await me(testApp, token)).statusCode).toBe(200);

    testApp.clock.advance(MINUTE);
    const response = await me(testApp, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('record when they were last used', async () => {
    const { token } = await activeUser(testApp);
    testApp.clock.advance(10 * MINUTE);

    await me(testApp, token);

    const [row] = await testApp.app.db
      .select({ lastUsedAt: accessTokens.lastUsedAt })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256Hex(token)));
    expect(row!.lastUsedAt).toEqual(testApp.clock.now());
  });
});

describe('POST /api/auth/logout', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('revokes the token it was called with, and only that one', async () => {
    const { email, token: first } = await activeUser(testApp);
    const second = (await login(testApp, email, PASSWORD)).json<{ access_token: string }>().access_token;

    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });

    expect(response.statusCode).toBe(204);
    expect(response.payload).toBe('');
    expect((await me(testApp, first)).statusCode).toBe(401);
    expect((await me(testApp, second)).statusCode).toBe(200);
    const [row] = await testApp.app.db
      .select({ revokedAt: accessTokens.revokedAt })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256Hex(first)));
    expect(row!.revokedAt).toEqual(testApp.clock.now());
  });

  it('needs a valid token → 401 unauthorized', async () => {
    const { token } = await activeUser(testApp);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

    const again = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'unauthorized' });
  });
});
