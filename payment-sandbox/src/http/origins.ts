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

/** An absolute http(s) URL to send the browser back to, or null. */
export function returnUrl(value: unknown): string | null {
  if (httpOrigin(value) === null) return null;
  return new URL(value as string).href;
}
