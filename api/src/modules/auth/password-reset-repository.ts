import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MS } from '@stepwise/contracts';
import { addMs } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { passwordResets } from '../../db/schema/index.js';
import { randomToken, sha256Hex } from '../../platform/crypto/crypto.js';

/** Creates a recovery token; returns the token (for the emailed link) and the row id. */
export async function createPasswordReset(db: Database, userId: number, now: Date): Promise<{ id: number; token: string }> {
  const token = randomToken();
  const [row] = await db
    .insert(passwordResets)
    .values({ userId, tokenHash: sha256Hex(token), createdAt: now, expiresAt: addMs(now, PASSWORD_RESET_TTL_MS) })
    .returning({ id: passwordResets.id });
  return { id: row!.id, token };
}

function usable(token: string, now: Date) {
  return and(eq(passwordResets.tokenHash, sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
}

/** The user id behind a link that exists, is unused and has not expired. */
export async function findUsablePasswordReset(db: Database, token: string, now: Date): Promise<number | undefined> {
  const [row] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usable(token, now));
  return row?.userId;
}

/** Marks the link used in one conditional update (single use under concurrency); the user id or undefined. */
export async function consumePasswordReset(db: Database, token: string, now: Date): Promise<number | undefined> {
  const [row] = await db.update(passwordResets).set({ usedAt: now }).where(usable(token, now)).returning({ userId: passwordResets.userId });
  return row?.userId;
}
