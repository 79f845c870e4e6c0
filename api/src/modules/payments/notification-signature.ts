import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64(HMAC-SHA256(secret, raw body)): the provider's `Content-HMAC` header. */
export function notificationSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');
}

/** Whether `signature` is the body's HMAC; compared in constant time. */
export function isValidNotificationSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(notificationSignature(secret, rawBody), 'utf8');
  const given = Buffer.from(signature.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
