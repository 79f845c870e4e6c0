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
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-control';
import { pathOf } from './error-reply';

export { cacheControlFor, isContentHashed, IMMUTABLE_CACHE_CONTROL, NO_CACHE } from './cache-control';
export { pathOf, sendError, sendNotFound, type ErrorBody } from './error-reply';

/**
 * File extensions that identify a request for a build asset. A request whose last path segment ends
 * with one of these and matches no file is a real 404, never the HTML document (a route parameter
 * such as `/unsubscribe/ann@example.org` stays a page). Compared lower-case.
 */
export const ASSET_EXTENSIONS: ReadonlySet<string> = new Set([
  'js',
  'mjs',
  'cjs',
  'css',
  'map',
  'json',
  'txt',
  'xml',
  'webmanifest',
  'wasm',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'ico',
  'webp',
  'avif',
  'bmp',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp4',
  'webm',
  'mp3',
  'ogg',
  'wav',
  'pdf',
  'zip',
  'gz',
  'br',
  'html',
  'htm',
]);

/**
 * True when the URL's last path segment names a file: it has an asset extension
 * (`/static/main.1a2b3c4d.js`) or is a dotfile (`/.env`), which is never served.
 */
export function isAssetPath(url: string): boolean {
  const path = pathOf(url);
  const segment = path.slice(path.lastIndexOf('/') + 1);
  if (segment.startsWith('.') && segment.length > 1) return true;
  const dot = segment.lastIndexOf('.');
  if (dot === -1) return false;
  return ASSET_EXTENSIONS.has(segment.slice(dot + 1).toLowerCase());
}

/**
 * True when the client accepts an HTML answer: a browser navigation (`text/html`), or a client
 * that takes anything (`*\/*`, or no `Accept` header at all, like curl).
 */
export function acceptsHtml(request: Pick<FastifyRequest, 'headers'>): boolean {
  const accept = request.headers.accept;
  if (accept === undefined || accept.trim() === '') return true;
  return /(?:^|[\s,])(?:text\/html|application\/xhtml\+xml|\*\/\*)(?:\s*[;,]|\s*$)/i.test(accept);
}

/** True for a GET or HEAD navigation that should receive an HTML document (SPA deep link). */
export function isDocumentRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isAssetPath(request.url) && acceptsHtml(request);
}

/** Adds `X-Content-Type-Options: nosniff` to every response of `app` and of its child contexts. */
export function addNoSniff(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}

/**
 * Registers brotli / gzip compression of responses for the routes registered after it in the same
 * context. Request-body decompression stays off: these servers never parse compressed uploads.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

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
export async function registerDistFolder(app: FastifyInstance, options: DistFolderOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix ?? '/',
    decorateReply: options.decorateReply ?? true,
    index: false,
    redirect: false,
    wildcard: true,
    dotfiles: 'ignore',
    serveDotFiles: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}

/**
 * A directory URL with a trailing slash (`/static/`) makes @fastify/send answer 403 when directory
 * indexes are off. For these servers a directory is not a resource: hand such requests to the
 * not-found handler (document or 404) instead. Other errors keep Fastify's default handling.
 */
export function treatDirectoriesAsMissing(app: FastifyInstance): void {
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error.statusCode === 403 && error.code === undefined && pathOf(request.url).endsWith('/')) {
      return reply.callNotFound();
    }
    throw error;
  });
}
