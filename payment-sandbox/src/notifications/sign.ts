import { createHmac } from 'node:crypto';

/** `Content-HMAC` of a notification: base64(HMAC-SHA256(api secret, raw body)). */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}
