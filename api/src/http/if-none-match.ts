/**
 * True when If-None-Match names the current ETag (weak comparison, as RFC 9110 requires for it) or is `*`
 * (any current representation, and there is one).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
