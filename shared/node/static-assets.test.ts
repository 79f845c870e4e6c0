/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  acceptsHtml,
  addNoSniff,
  IMMUTABLE_CACHE_CONTROL,
  isAssetPath,
  isDocumentRequest,
  NO_CACHE,
  registerCompression,
  registerDistFolder,
  sendNotFound,
  treatDirectoriesAsMissing,
} from './static-assets';

describe('isAssetPath', () => {
  it.each(['/main.1a2b3c4d.js', '/static/css/app.css', '/favicon.ico', '/remotes.json?v=2', '/fonts/a.WOFF2', '/.env', '/x/.git'])('%s names a file', (url) =>
    expect(isAssetPath(url)).toBe(true),
  );
  it.each(['/', '/login', '/ru/pricing', '/account/workspaces/42', '/unsubscribe/ann@example.org', '/a.b/c', '/v1.2', '/.well-known/'])('%s is a page', (url) =>
    expect(isAssetPath(url)).toBe(false),
  );
});

describe('acceptsHtml', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['*/*', true],
    ['application/xhtml+xml', true],
    ['application/json', false],
    ['application/json, text/plain', false],
    ['image/avif,image/webp,image/*', false],
  ])('Accept: %s → %s', (accept, expected) => {
    expect(acceptsHtml({ headers: accept === undefined ? {} : { accept } })).toBe(expected);
  });
});

describe('isDocumentRequest', () => {
  it('is a GET or HEAD navigation to a path without a file extension', () => {
    expect(isDocumentRequest({ method: 'GET', url: '/login?next=%2F', headers: { accept: 'text/html' } })).toBe(true);
    expect(isDocumentRequest({ method: 'HEAD', url: '/login', headers: {} })).toBe(true);
    expect(isDocumentRequest({ method: 'POST', url: '/login', headers: { accept: 'text/html' } })).toBe(false);
    expect(isDocumentRequest({ method: 'GET', url: '/missing.1a2b3c4d.js', headers: { accept: '*/*' } })).toBe(false);
    expect(isDocumentRequest({ method: 'GET', url: '/login', headers: { accept: 'application/json' } })).toBe(false);
  });
});

describe('registerDistFolder', () => {
  let dist: string;
  let app: FastifyInstance;
  const bigScript = 'console.log("stepwise");\n'.repeat(200);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'stepwise-static-'));
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'main.1a2b3c4d.js'), bigScript);
    writeFileSync(join(dist, 'remoteEntry.js'), bigScript);
    writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mfe_x"}');
    writeFileSync(join(dist, 'static', 'app.0f0f0f0f.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dist, '.build-stamp'), 'abc');
    writeFileSync(join(dist, 'vendor.0a0b0c0d.js'), bigScript);
    writeFileSync(join(dist, 'vendor.0a0b0c0d.js.br'), brotliCompressSync('/* compressed at build time */'));

    app = Fastify();
    addNoSniff(app);
    await app.register(async (site) => {
      await registerCompression(site);
      await registerDistFolder(site, { root: dist });
      treatDirectoriesAsMissing(site);
      site.setNotFoundHandler(async (request, reply) => sendNotFound(reply, request));
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed files as immutable with the right content type and nosniff', async () => {
    const response = await app.inject({ url: '/main.1a2b3c4d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBeDefined();
    expect(response.body).toBe(bigScript);

    const css = await app.inject({ url: '/static/app.0f0f0f0f.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('makes entry points revalidate, and answers 304 to a matching ETag', async () => {
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    const first = await app.inject({ url: '/mf-manifest.json' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await app.inject({ url: '/mf-manifest.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gzip = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('sends a pre-compressed sibling as is when the build emitted one', async () => {
    const response = await app.inject({ url: '/vendor.0a0b0c0d.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('/* compressed at build time */');
    const plain = await app.inject({ url: '/vendor.0a0b0c0d.js' });
    expect(plain.body).toBe(bigScript);
  });

  it('never serves dotfiles, and 404s missing files and directories with a JSON error', async () => {
    for (const url of ['/.build-stamp', '/missing.1a2b3c4d.js', '/static/', '/static']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: expect.stringContaining('does not exist') });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
