import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { argon2Hasher } from '../../src/modules/auth/passwords.js';
import { login, PASSWORD, registerUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

// The other API tests hash with cheap argon2id parameters (test/helpers/passwords.ts); this file is
// where the production hasher, the one an app gets when nothing replaces it, is proven.
const PRODUCTION_PARAMETERS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('the production password hasher', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ passwordHasher: 'production' });
  });
  afterAll(() => testApp.close());

  it('stores argon2id with 19 MiB, two passes and one lane, never the password, and signs in with it', async () => {
    const { email } = await registerUser(testApp);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.email, email));

    expect(row!.passwordHash).toMatch(PRODUCTION_PARAMETERS);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect((await login(testApp, email, PASSWORD)).statusCode).toBe(200);
    expect((await login(testApp, email, `${PASSWORD}!`)).statusCode).toBe(401);
  });

  it('checks unknown accounts against a dummy hash of the same cost', () => {
    expect(testApp.app.dummyPasswordHash).toMatch(PRODUCTION_PARAMETERS);
  });

  it('rejects a hash that is not an argon2 string instead of failing', async () => {
    await expect(argon2Hasher.verify('plain:correct-horse-1', PASSWORD)).resolves.toBe(false);
  });
});
