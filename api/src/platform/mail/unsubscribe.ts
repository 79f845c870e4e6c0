import { unsubscribePath } from '@stepwise/contracts';
import { eq } from 'drizzle-orm';
import { hmacHex, safeEqual } from '../crypto/crypto.js';
import type { Database } from '../../db/database.js';
import { emailUnsubscribes } from '../../db/schema/index.js';
import { normalizeEmail } from '../../modules/users/index.js';

/** HMAC-SHA256 (app secret) of the lower-cased address, hex: the `hash` of an unsubscribe link. */
export function unsubscribeHash(secret: string, email: string): string {
  return hmacHex(secret, normalizeEmail(email));
}

export function isValidUnsubscribeHash(secret: string, email: string, hash: string): boolean {
  return safeEqual(unsubscribeHash(secret, email), hash.trim().toLowerCase());
}

/** `${PUBLIC_URL}/unsubscribe?email=…&hash=…` (the front end's unsubscribe page posts both to the API). */
export function unsubscribeUrl(publicUrl: string, secret: string, email: string): string {
  return `${publicUrl}${unsubscribePath(normalizeEmail(email), unsubscribeHash(secret, email))}`;
}

export async function isUnsubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(eq(emailUnsubscribes.email, normalizeEmail(email)));
  return row !== undefined;
}

export async function unsubscribe(db: Database, email: string, now: Date): Promise<void> {
  await db
    .insert(emailUnsubscribes)
    .values({ email: normalizeEmail(email), createdAt: now })
    .onConflictDoNothing({ target: emailUnsubscribes.email });
}
