/**
 * Caching rules for everything the Stepwise Node servers send from a dist folder (DESIGN §3):
 * content-hashed files are immutable for a year; every entry point (`remoteEntry.js`,
 * `mf-manifest.json`, HTML, `remotes.json`) and every other unhashed file must be revalidated.
 * Pure functions, no I/O: the shell server, the remote servers and their tests share them.
 */
export declare const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export declare const NO_CACHE = "no-cache";
/** True when the file name carries a content hash, so its bytes can never change under that name. */
export declare function isContentHashed(filePath: string): boolean;
/** The `Cache-Control` value for a file served from a dist folder (path or bare file name). */
export declare function cacheControlFor(filePath: string): string;
