import { timingSafeEqual } from 'node:crypto';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether an `Authorization` header is `Basic base64(publicId:apiSecret)`. */
export function isAuthorised(header: string | undefined, publicId: string, apiSecret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return same(decoded.slice(0, colon), publicId) && same(decoded.slice(colon + 1), apiSecret);
}
