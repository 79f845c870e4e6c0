import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: access tokens and recovery links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** For high-entropy secrets (random tokens), where a plain hash is enough to make a leaked copy useless. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** For low-entropy or forgeable values (6-digit codes, email addresses): keyed with the app secret. */
export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
