import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { ACTIVATION_CODE_MAX_ATTEMPTS, ACTIVATION_CODE_TTL_MS, RESEND_COOLDOWN_MS } from '@stepwise/contracts';
import { addMs } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { activationCodes, users, type User } from '../../db/schema/index.js';
import { hmacHex, safeEqual } from '../../platform/crypto/crypto.js';

/** Six digits, leading zeros kept. */
export function generateActivationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed and bound to the user: the 10^6 possible codes cannot be reversed from the database alone. */
export function hashActivationCode(secret: string, userId: number, code: string): string {
  return hmacHex(secret, `activation:${userId}:${code}`);
}

export type ResendResult = { code: string } | { resendAvailableAt: Date };

/**
 * Stores a new code as the user's only valid one (the previous one stops working). With
 * `onlyAfterCooldown`, nothing changes while the last code is younger than the cooldown: the check and
 * the replacement are one statement, so concurrent requests cannot both send. The code, or undefined.
 */
async function storeNewCode(db: Database, secret: string, userId: number, now: Date, onlyAfterCooldown: boolean): Promise<string | undefined> {
  const code = generateActivationCode();
  const values = {
    codeHash: hashActivationCode(secret, userId, code),
    createdAt: now,
    expiresAt: addMs(now, ACTIVATION_CODE_TTL_MS),
    attempts: 0,
    resendAvailableAt: addMs(now, RESEND_COOLDOWN_MS),
  };
  const stored = await db
    .insert(activationCodes)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: activationCodes.userId,
      set: values,
      setWhere: onlyAfterCooldown ? lte(activationCodes.resendAvailableAt, now) : undefined,
    })
    .returning({ userId: activationCodes.userId });
  return stored.length > 0 ? code : undefined;
}

/** The code sent at registration. */
export async function createActivationCode(db: Database, secret: string, userId: number, now: Date): Promise<string> {
  return (await storeNewCode(db, secret, userId, now, false))!;
}

/** A new code on request, unless the cooldown since the last one has not passed. */
export async function resendActivationCode(db: Database, secret: string, userId: number, now: Date): Promise<ResendResult> {
  const code = await storeNewCode(db, secret, userId, now, true);
  if (code !== undefined) return { code };
  const available = await resendAvailableAt(db, userId);
  // The row can only vanish here if the user activated meanwhile; the cooldown is then moot.
  return { resendAvailableAt: available ?? now };
}

export async function resendAvailableAt(db: Database, userId: number): Promise<Date | undefined> {
  const [row] = await db.select({ resendAvailableAt: activationCodes.resendAvailableAt }).from(activationCodes).where(eq(activationCodes.userId, userId));
  return row?.resendAvailableAt;
}

export type ActivationResult = { outcome: 'activated'; user: User } | { outcome: 'invalid' | 'expired' | 'attempts_exceeded' };

/**
 * Checks a code and activates the user when it matches. Each check first takes one of the code's
 * attempts in a single conditional update, so even parallel guesses get no more than the limit.
 */
export async function activateWithCode(db: Database, secret: string, userId: number, code: string, now: Date): Promise<ActivationResult> {
  const [taken] = await db
    .update(activationCodes)
    .set({ attempts: sql`${activationCodes.attempts} + 1` })
    .where(and(eq(activationCodes.userId, userId), lt(activationCodes.attempts, ACTIVATION_CODE_MAX_ATTEMPTS), gt(activationCodes.expiresAt, now)))
    .returning({ codeHash: activationCodes.codeHash });

  if (!taken) {
    const [current] = await db
      .select({ attempts: activationCodes.attempts, expiresAt: activationCodes.expiresAt })
      .from(activationCodes)
      .where(eq(activationCodes.userId, userId));
    if (!current) return { outcome: 'invalid' };
    if (current.attempts >= ACTIVATION_CODE_MAX_ATTEMPTS) return { outcome: 'attempts_exceeded' };
    return { outcome: 'expired' };
  }
  if (!safeEqual(taken.codeHash, hashActivationCode(secret, userId, code))) return { outcome: 'invalid' };

  return db.transaction(async (tx) => {
    // Single use: of two requests with the right code, only the one that deletes it activates.
    const consumed = await tx
      .delete(activationCodes)
      .where(and(eq(activationCodes.userId, userId), eq(activationCodes.codeHash, taken.codeHash)))
      .returning({ userId: activationCodes.userId });
    if (consumed.length === 0) return { outcome: 'invalid' as const };
    const [user] = await tx.update(users).set({ status: 'active' }).where(eq(users.id, userId)).returning();
    return { outcome: 'activated' as const, user: user! };
  });
}
