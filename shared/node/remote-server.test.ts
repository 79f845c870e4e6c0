/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer, remoteServerOptionsFromEnv, startRemoteServer } from './remote-server';
import { IMMUTABLE_CACHE_CONTROL, NO_CACHE } from './static-assets';

describe('remote server', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'stepwise-remote-'));
    writeFileSync(join(dist, 'remoteEntry.js'), 'var mfe_test;');
    writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mfe_test"}');
    writeFileSync(join(dist, '42.1a2b3c4d.js'), 'export {}');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>alone</title>');
    app = await buildRemoteServer({ name: 'mfe_test', distDir: dist });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers its health check', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', service: 'mfe_test' });
  });

  it('serves its federation files to any origin with the caching rules', async () => {
    const entry = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'https://shell.example.com' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(entry.headers['content-type']).toBe('application/javascript; charset=utf-8');

    const manifest = await app.inject({ url: '/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    const chunk = await app.inject({ method: 'HEAD', url: '/42.1a2b3c4d.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a CORS preflight for GET and HEAD only', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/mf-manifest.json',
      headers: { origin: 'https://shell.example.com', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it('serves the standalone page for / and deep links, and 404s missing files', async () => {
    for (const url of ['/', '/login', '/index.html']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>alone</title>');
      expect(page.headers['cache-control']).toBe(NO_CACHE);
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
    const missing = await app.inject({ url: '/missing.1a2b3c4d.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    const notHtml = await app.inject({ url: '/login', headers: { accept: 'application/json' } });
    expect(notHtml.statusCode).toBe(404);
  });

  it('refuses to start without a build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'stepwise-empty-'));
    try {
      await expect(startRemoteServer({ name: 'mfe_auth', distDir: empty, handleSignals: false })).rejects.toThrow(
        /remoteEntry\.js is missing.*npm run build -w mfe-auth/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('starts on a free port and closes', async () => {
    const running = await startRemoteServer({ name: 'mfe_test', distDir: dist, port: 0, handleSignals: false, logger: false });
    try {
      const response = await fetch(`${running.url}/health`);
      expect(response.status).toBe(200);
    } finally {
      await running.close();
    }
  });
});

describe('remoteServerOptionsFromEnv', () => {
  const defaults = { name: 'mfe_auth', port: 3002, distDir: '/srv/mfe-auth/dist' };

  it('uses the defaults when nothing is set', () => {
    expect(remoteServerOptionsFromEnv({}, defaults)).toMatchObject({ name: 'mfe_auth', port: 3002, host: '127.0.0.1', distDir: '/srv/mfe-auth/dist' });
  });

  it('takes PORT, HOST and DIST_DIR from the environment', () => {
    expect(remoteServerOptionsFromEnv({ PORT: '4002', HOST: '0.0.0.0', DIST_DIR: '/tmp/dist-v2' }, defaults)).toMatchObject({
      port: 4002,
      host: '0.0.0.0',
      distDir: '/tmp/dist-v2',
    });
  });

  it('rejects a port that is not a port', () => {
    expect(() => remoteServerOptionsFromEnv({ PORT: 'http' }, defaults)).toThrow(/PORT must be a TCP port/);
    expect(() => remoteServerOptionsFromEnv({ PORT: '70000' }, defaults)).toThrow(/PORT must be a TCP port/);
  });
});
