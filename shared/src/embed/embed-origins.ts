import { runtimeMeta } from '@stepwise/shared';

/**
 * The integrator origins allowed to embed the checkout, written by the shell server from
 * EMBED_ALLOWED_ORIGINS as `<meta name="stepwise:embed-origins">` (comma-separated).
 */
export function embedAllowedOrigins(): string[] {
  const list = runtimeMeta('stepwise:embed-origins');
  if (!list) return [];
  return list
    .split(',')
    .map((origin) => normalizeOrigin(origin.trim()))
    .filter((origin): origin is string => origin !== null);
}

/** `scheme://host[:port]` of an http(s) address, or null for anything else (paths and "null" included). */
export function normalizeOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
