import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { DatabaseConnection } from '../../src/db/database.js';
import { users, type NewUser, type UserLang, type UserStatus } from '../../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/** The PostgreSQL SQLSTATE behind a failed Drizzle query (Drizzle wraps the driver error as `cause`). */
async function sqlState(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
  }
  throw new Error('expected the query to fail');
}

describe('users table', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  const person = (email: string): NewUser => ({ firstName: 'Ada', lastName: 'Lovelace', email });

  beforeAll(async () => {
    database = await createTestDatabase();
    connection = await database.connect();
    await connection.migrate();
  });
  afterAll(async () => {
    await connection.close();
    await database.drop();
  });

  it('fills defaults for a new user', async () => {
    const [user] = await connection.db.insert(users).values(person('ada@example.com')).returning();

    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      passwordHash: null,
      status: 'new',
      lang: 'ru',
      photoSm: null,
      photoLg: null,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
  });

  it('treats emails differing only in case as the same (unique violation)', async () => {
    await connection.db.insert(users).values(person('Grace@Example.com'));

    expect(await sqlState(connection.db.insert(users).values(person('grace@example.COM')))).toBe('23505');
  });

  it.each([
    ['status', { status: 'blocked' as UserStatus }],
    ['lang', { lang: 'de' as UserLang }],
  ])('rejects an unknown %s (check violation)', async (column, values) => {
    const query = connection.db.insert(users).values({ ...person(`${column}@example.com`), ...values });

    expect(await sqlState(query)).toBe('23514');
  });

  it('sets updated_at to the current time on update', async () => {
    const longAgo = new Date('2020-01-01T00:00:00Z');
    const [created] = await connection.db
      .insert(users)
      .values({ ...person('linus@example.com'), createdAt: longAgo, updatedAt: longAgo })
      .returning();
    const [updated] = await connection.db.update(users).set({ status: 'active' }).where(eq(users.id, created!.id)).returning();

    expect(updated!.status).toBe('active');
    expect(updated!.createdAt).toEqual(longAgo);
    expect(Date.now() - updated!.updatedAt.getTime()).toBeLessThan(60_000);
  });
});
