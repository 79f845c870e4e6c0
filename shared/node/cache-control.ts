/**
 * Caching rules for everything the Stepwise Node servers send from a dist folder (DESIGN §3):
 * content-hashed files are immutable for a year; every entry point (`remoteEntry.js`,
 * `mf-manifest.json`, HTML, `remotes.json`) and every other unhashed file must be revalidated.
 * Pure functions, no I/O: the shell server, the remote servers and their tests share them.
 */

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Entry points that keep a stable name across builds: they must never be cached without revalidation. */
const ENTRY_FILE_NAMES = new Set(['remoteentry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json']);

/**
 * A content hash in the file name: `main.1a2b3c4d.js`, `42.1a2b3c4d.css`, `font-1a2b3c4d.woff2`,
 * `main.1a2b3c4d.js.map`, `main.1a2b3c4d.js.LICENSE.txt`. At least 8 hex digits, introduced by
 * `.` or `-`, followed by the extension(s).
 */
const CONTENT_HASH = /[.-][0-9a-f]{8,64}(?:\.[a-z0-9]+)+$/i;

function baseName(filePath: string): string {
  const slash = Math.max(filePath.lastIndexOf('/'), filePath.lastIndexOf('\\'));
  return filePath.slice(slash + 1);
}

/** True when the file name carries a content hash, so its bytes can never change under that name. */
export function isContentHashed(filePath: string): boolean {
  const name = baseName(filePath);
  if (ENTRY_FILE_NAMES.has(name.toLowerCase())) return false;
  return CONTENT_HASH.test(name);
}

/** The `Cache-Control` value for a file served from a dist folder (path or bare file name). */
export function cacheControlFor(filePath: string): string {
  const name = baseName(filePath).toLowerCase();
  if (name.endsWith('.html') || name.endsWith('.htm')) return NO_CACHE;
  return isContentHashed(filePath) ? IMMUTABLE_CACHE_CONTROL : NO_CACHE;
}
