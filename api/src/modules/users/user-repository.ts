import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type NewUser, type User } from '../../db/schema/index.js';
import { normalizeEmail } from './users.js';

export type { NewUser, User };

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user;
}

/** Inserts a user; a taken email fails on the unique index (SQLSTATE 23505). */
export async function insertUser(db: Database, values: Pick<NewUser, 'firstName' | 'lastName' | 'email' | 'passwordHash' | 'status' | 'lang'>): Promise<User> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

/** Applies profile changes (names, language, password hash) and returns the updated user. */
export async function updateUser(
  db: Database,
  userId: number,
  changes: Partial<Pick<NewUser, 'firstName' | 'lastName' | 'lang' | 'passwordHash'>>,
): Promise<User> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return user!;
}

/** Sets a new password through a recovery link; following the emailed link proves the mailbox, so the account is activated too. */
export async function setRecoveredPassword(db: Database, userId: number, passwordHash: string): Promise<User | undefined> {
  const [user] = await db.update(users).set({ passwordHash, status: 'active' }).where(eq(users.id, userId)).returning();
  return user;
}
