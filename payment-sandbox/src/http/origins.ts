/** The origin of an http(s) URL, or null for anything else (javascript:, data:, garbage). */
export function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A parent-window origin as `location.origin` gives it: exactly scheme://host[:port]. */
export function exactOrigin(value: unknown): string | null {
  const origin = httpOrigin(value);
  return origin !== null && origin === value ? origin : null;
}

/**
 * Origins of the windows above the one that opened the widget (`location.ancestorOrigins`), as a
 * comma-separated list: an embedded checkout's card form must allow its grand-parents to frame it
 * too. Anything that is not an exact origin is dropped; at most five are kept.
 */
export function ancestorOriginList(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  const origins = value
    .split(',')
    .map((entry) => exactOrigin(entry.trim()))
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)].slice(0, 5);
}

/** A frame-ancestors source list: the opener and its own ancestors. */
export function frameAncestorsOf(parent: string, ancestors: readonly string[]): string {
  return [...new Set([parent, ...ancestors])].join(' ');
}

/** An absolute http(s) URL to send the browser back to, or null. */
export function returnUrl(value: unknown): string | null {
  if (httpOrigin(value) === null) return null;
  return new URL(value as string).href;
}
