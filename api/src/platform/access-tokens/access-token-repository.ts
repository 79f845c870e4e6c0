import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_MS } from '@stepwise/contracts';
import { addMs } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { accessTokens, users, type User } from '../../db/schema/index.js';
import { announceTokensRevoked } from '../live/live-repository.js';
import { randomToken, sha256Hex } from '../crypto/crypto.js';

/** last_used_at is refreshed at most this often, so reads do not turn every request into a write. */
const LAST_USED_PRECISION_MS = 5 * 60 * 1000;

/** Creates a token for the user; the caller hands it out, the database keeps only its hash. */
export async function issueAccessToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: addMs(now, ACCESS_TOKEN_TTL_MS),
  });
  return token;
}

export interface Authenticated {
  user: User;
  tokenId: number;
}

/** The user behind a token that exists, has not expired and was not revoked. */
export async function authenticateToken(db: Database, token: string, now: Date): Promise<Authenticated | undefined> {
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sha256Hex(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)));
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.tokenId));
  }
  return { user: row.user, tokenId: row.tokenId };
}

/**
 * Revoking tokens also closes the live connections opened with them, on every API instance, once the
 * revocation commits (announceTokensRevoked): a session that ended stops receiving workspace events.
 */
export async function revokeAccessToken(db: Database, tokenId: number, now: Date): Promise<void> {
  const [revoked] = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)))
    .returning({ userId: accessTokens.userId });
  if (revoked) await announceTokensRevoked(db, revoked.userId);
}

/** Revokes every live token of the user, or every one but `exceptTokenId` (the session making the change). */
export async function revokeUserAccessTokens(db: Database, userId: number, now: Date, exceptTokenId?: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), exceptTokenId === undefined ? undefined : ne(accessTokens.id, exceptTokenId)));
  await announceTokensRevoked(db, userId);
}
