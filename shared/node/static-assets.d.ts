/**
 * Fastify helpers that serve a front-end dist folder with the caching rules of DESIGN §3.
 * Used by the shell server (the public origin) and by every remote's own server.
 *
 * - content-hashed files → `Cache-Control: public, max-age=31536000, immutable`
 * - `remoteEntry.js`, `mf-manifest.json`, `*.html`, `remotes.json`, other unhashed files → `no-cache`
 *   (ETag / Last-Modified stay on, so revalidation answers 304)
 * - brotli / gzip through @fastify/compress (and pre-compressed `.br` / `.gz` siblings when a
 *   build emits them), correct content types, `X-Content-Type-Options: nosniff` everywhere
 * - dotfiles (the build stamp, for instance) are never served
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
export { cacheControlFor, isContentHashed, IMMUTABLE_CACHE_CONTROL, NO_CACHE } from './cache-control';
export { pathOf, sendError, sendNotFound, type ErrorBody } from './error-reply';
/**
 * File extensions that identify a request for a build asset. A request whose last path segment ends
 * with one of these and matches no file is a real 404, never the HTML document (a route parameter
 * such as `/unsubscribe/ann@example.org` stays a page). Compared lower-case.
 */
export declare const ASSET_EXTENSIONS: ReadonlySet<string>;
/**
 * True when the URL's last path segment names a file: it has an asset extension
 * (`/static/main.1a2b3c4d.js`) or is a dotfile (`/.env`), which is never served.
 */
export declare function isAssetPath(url: string): boolean;
/**
 * True when the client accepts an HTML answer: a browser navigation (`text/html`), or a client
 * that takes anything (`*\/*`, or no `Accept` header at all, like curl).
 */
export declare function acceptsHtml(request: Pick<FastifyRequest, 'headers'>): boolean;
/** True for a GET or HEAD navigation that should receive an HTML document (SPA deep link). */
export declare function isDocumentRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean;
/** Adds `X-Content-Type-Options: nosniff` to every response of `app` and of its child contexts. */
export declare function addNoSniff(app: FastifyInstance): void;
/**
 * Registers brotli / gzip compression of responses for the routes registered after it in the same
 * context. Request-body decompression stays off: these servers never parse compressed uploads.
 */
export declare function registerCompression(app: FastifyInstance): Promise<void>;
export interface DistFolderOptions {
    /** Absolute path of the dist folder. */
    root: string;
    /** URL prefix the folder is mounted on. Default `/`. */
    prefix?: string;
    /** Whether this registration decorates `reply.sendFile` (only one registration per instance may). Default true. */
    decorateReply?: boolean;
}
/**
 * Serves `root` under `prefix` with the caching rules above. A missing file falls through to the
 * context's not-found handler, which decides between a document (SPA deep link) and a 404.
 * Register compression before calling this.
 */
export declare function registerDistFolder(app: FastifyInstance, options: DistFolderOptions): Promise<void>;
/**
 * A directory URL with a trailing slash (`/static/`) makes @fastify/send answer 403 when directory
 * indexes are off. For these servers a directory is not a resource: hand such requests to the
 * not-found handler (document or 404) instead. Other errors keep Fastify's default handling.
 */
export declare function treatDirectoriesAsMissing(app: FastifyInstance): void;
