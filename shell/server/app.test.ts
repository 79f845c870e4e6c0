/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { buildShellServer } from './app';
import type { ShellConfig } from './config';

/** A port nobody listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An upstream that echoes what it received as JSON. */
async function echoServer(name: string): Promise<{ app: FastifyInstance; url: string; received: string[] }> {
  const app = Fastify();
  const received: string[] = [];
  app.addHook('onRequest', async (request) => {
    received.push(`${request.method} ${request.url}`);
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // Multipart uploads have larger limits of their own (a profile photo).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 8 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.get('/api/missing', async (_request, reply) => reply.code(404).send({ code: 'not_found', message: 'no such thing' }));
  // Revalidation the way the API used to answer it: a 304 whose Content-Length counts the JSON `null` never sent.
  const etagged = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('etag', '"v1"').header('cache-control', 'public, max-age=300');
    if (request.headers['if-none-match']) return reply.code(304).header('content-length', '4').send('null');
    return { version: 1 };
  };
  app.get('/api/etagged', etagged);
  app.get('/etagged', etagged);
  app.all('/*', async (request) => ({
    upstream: name,
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: request.body ?? null,
    peer: request.socket.remoteAddress,
  }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, received };
}

describe('buildShellServer', () => {
  let dir: string;
  let dist: string;
  let remotesFile: string;
  let api: Awaited<ReturnType<typeof echoServer>>;
  let auth: Awaited<ReturnType<typeof echoServer>>;
  let shell: FastifyInstance;
  let config: ShellConfig;
  const defaultRemotes = {
    mfe_marketing: '/mfe/mfe_marketing/mf-manifest.json',
    mfe_auth: '/mfe/mfe_auth/mf-manifest.json',
    mfe_account: '/mfe/mfe_account/mf-manifest.json',
    mfe_billing: '/mfe/mfe_billing/mf-manifest.json',
  };
  const template = '<!doctype html><html lang="ru"><head><title>Stepwise</title></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stepwise-shell-'));
    dist = join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), template);
    writeFileSync(join(dist, 'main.1a2b3c4d.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.ico'), 'ico');
    remotesFile = join(dir, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(defaultRemotes));
    api = await echoServer('api');
    auth = await echoServer('mfe_auth');
    const down = `http://127.0.0.1:${await closedPort()}`;
    config = {
      port: 0,
      host: '127.0.0.1',
      apiUrl: api.url,
      remoteUpstreams: { mfe_marketing: down, mfe_auth: auth.url, mfe_account: down, mfe_billing: down },
      remotesFile,
      shellDist: dist,
      appsRoot: join(__dirname, '../..'),
      supportEmail: 'support@stepwise.example',
      publicUrl: 'https://app.stepwise.example',
      trustProxy: false,
      paymentWidgetUrl: 'https://widget.pay.example/widget.js',
      embedAllowedOrigins: ['https://crm.example.org'],
      logger: false,
    };
    shell = await buildShellServer(config);
  });

  afterAll(async () => {
    await shell.close();
    await api.app.close();
    await auth.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers its health check', async () => {
    const response = await shell.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', service: 'shell' });
  });

  describe('/remotes.json', () => {
    afterEach(() => writeFileSync(remotesFile, JSON.stringify(defaultRemotes)));

    it('serves the validated file, never cached, with an ETag', async () => {
      const response = await shell.inject({ url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(defaultRemotes);
      const again = await shell.inject({ url: '/remotes.json', headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });

    it('follows edits of the file without a restart, and the CSP follows too', async () => {
      const edited = { ...defaultRemotes, mfe_billing: 'https://cdn.example.com/billing/v9/mf-manifest.json' };
      writeFileSync(remotesFile, JSON.stringify(edited));
      expect((await shell.inject({ url: '/remotes.json' })).json()).toEqual(edited);
      const page = await shell.inject({ url: '/checkout', headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com");
    });

    it('keeps serving the last valid version when an edit is invalid', async () => {
      expect((await shell.inject({ url: '/remotes.json' })).json()).toEqual(defaultRemotes);
      writeFileSync(remotesFile, '{"mfe_auth": "javascript:alert(1)"}');
      expect((await shell.inject({ url: '/remotes.json' })).json()).toEqual(defaultRemotes);
    });
  });

  describe('documents', () => {
    it.each([
      ['/', 200],
      ['/index.html', 200],
      ['/pricing', 200],
      ['/en/about', 200],
      ['/account/workspaces/42/plan', 200],
      ['/ru/pricing', 404],
      ['/static/', 404],
    ])('answers %s with the shell document (status %i) and its security headers', async (url, status) => {
      const response = await shell.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('lets the configured integrator frame the embeddable checkout and nothing else', async () => {
      const embed = await shell.inject({ url: '/embed/subscriptions/payment?workspace=1&plan=pro&period=monthly', headers: { accept: 'text/html' } });
      expect(embed.statusCode).toBe(200);
      expect(embed.headers['content-security-policy']).toContain('frame-ancestors https://crm.example.org');
      expect(embed.headers['x-frame-options']).toBeUndefined();
      const checkout = await shell.inject({ url: '/subscriptions/payment', headers: { accept: 'text/html' } });
      expect(checkout.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(checkout.headers['content-security-policy']).toContain("script-src 'self' https://widget.pay.example");
    });

    it('serves sitemap.xml and robots.txt for the public origin', async () => {
      const sitemap = await shell.inject({ url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body).toContain('<loc>https://app.stepwise.example/en/features/sprints</loc>');
      const robots = await shell.inject({ url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Sitemap: https://app.stepwise.example/sitemap.xml');
    });

    it('gives a real 404 to a missing asset, to a non-HTML client and to other methods', async () => {
      for (const request of [
        { url: '/static/missing.1a2b3c4d.js' },
        { url: '/favicon.png', headers: { accept: 'text/html' } },
        { url: '/account', headers: { accept: 'application/json' } },
        { url: '/account', method: 'POST' as const },
      ]) {
        const response = await shell.inject(request);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    });
  });

  describe('static assets', () => {
    it('serves hashed files as immutable and others as no-cache', async () => {
      const hashed = await shell.inject({ url: '/main.1a2b3c4d.js' });
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers['x-content-type-options']).toBe('nosniff');
      const favicon = await shell.inject({ url: '/favicon.ico' });
      expect(favicon.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('/api proxy', () => {
    it('keeps the path and query, streams the body and adds X-Forwarded-*', async () => {
      const response = await shell.inject({
        method: 'POST',
        url: '/api/auth/login?next=1',
        headers: { 'content-type': 'application/json', host: 'app.stepwise.example', 'x-forwarded-for': '6.6.6.6', cookie: 'token=abc' },
        payload: '{"email":"ann@example.org"}',
      });
      expect(response.statusCode).toBe(200);
      const echoed = response.json();
      expect(echoed).toMatchObject({ upstream: 'api', method: 'POST', url: '/api/auth/login?next=1', body: { email: 'ann@example.org' } });
      expect(echoed.headers['x-forwarded-host']).toBe('app.stepwise.example');
      expect(echoed.headers['x-forwarded-proto']).toBe('http');
      expect(echoed.headers['x-forwarded-for']).not.toContain('6.6.6.6');
      expect(echoed.headers.cookie).toBe('token=abc');
    });

    it('never forwards the operator routes: 404 here, whatever the method and token', async () => {
      for (const request of [
        { method: 'POST' as const, url: '/api/operator/bank-transfers/%D0%A1%D0%A7-2026-000001/confirm' },
        { method: 'GET' as const, url: '/api/operator' },
        { method: 'POST' as const, url: '/api/operator/' },
      ]) {
        const response = await shell.inject({ ...request, headers: { authorization: 'Bearer operator-token-0123456789' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Route not found' });
      }
      // the rest of the API is still proxied
      expect((await shell.inject({ method: 'GET', url: '/api/operators' })).json()).toMatchObject({ upstream: 'api' });
    });

    it('extends the X-Forwarded-For chain of a trusted proxy in front', async () => {
      const behindProxy = await buildShellServer({ ...config, trustProxy: '127.0.0.1' });
      try {
        const response = await behindProxy.inject({
          url: '/api/echo',
          headers: { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.stepwise.example' },
        });
        const echoed = response.json();
        expect(echoed.headers['x-forwarded-for']).toBe('198.51.100.1, 127.0.0.1');
        expect(echoed.headers['x-forwarded-proto']).toBe('https');
        expect(echoed.headers['x-forwarded-host']).toBe('app.stepwise.example');
      } finally {
        await behindProxy.close();
      }
    });

    it('connects to the API from API_SOURCE_ADDRESS, the one address the API trusts X-Forwarded-For from', async () => {
      const fromOwnAddress = await buildShellServer({ ...config, apiSourceAddress: '127.0.0.2' });
      try {
        const echoed = (await fromOwnAddress.inject({ url: '/api/echo' })).json();
        expect(echoed.peer).toBe('127.0.0.2');
      } finally {
        await fromOwnAddress.close();
      }
    });

    it("answers a body declared over the API's limit 413 every time, through a real connection, and forwards nothing", async () => {
      // The upstream refuses over 1 MiB the way Fastify does: 413, then it closes the connection mid-upload.
      const publicOrigin = await shell.listen({ port: 0, host: '127.0.0.1' });
      const body = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
      const attempts = 20;
      const answers: Array<number | string> = [];
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        try {
          const response = await request(`${publicOrigin}/api/feedback`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            headersTimeout: 5_000,
            bodyTimeout: 5_000,
          });
          const answer = (await response.body.json()) as { code: string };
          answers.push(`${response.statusCode} ${answer.code}`);
        } catch (error) {
          answers.push((error as { code?: string }).code ?? String(error));
        }
        if (answers.at(-1) !== '413 payload_too_large') break;
      }
      expect(answers).toEqual(Array(attempts).fill('413 payload_too_large'));
      expect(api.received).not.toContain('POST /api/feedback');
    });

    it("streams uploads up to the API's limit, and multipart uploads of any size, on to the API", async () => {
      const multipart = 'x'.repeat(1536 * 1024);
      const upload = await shell.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: multipart,
      });
      expect(upload.statusCode).toBe(200);
      expect(upload.json().body).toHaveLength(multipart.length);
    });

    it("streams large uploads within the API's limit to the API", async () => {
      const payload = 'x'.repeat(1000 * 1024);
      const response = await shell.inject({ method: 'PUT', url: '/api/upload', headers: { 'content-type': 'application/octet-stream' }, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json().body).toHaveLength(payload.length);
    });

    it.each(['"v1"', '*'])('relays a 304 to If-None-Match %s as headers only, even when the API announces a length', async (ifNoneMatch) => {
      const response = await shell.inject({ url: '/api/etagged', headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload).toHaveLength(0);
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers.etag).toBe('"v1"');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });

    it('answers HEAD with the headers of GET and no content', async () => {
      const full = await shell.inject({ url: '/api/etagged' });
      const head = await shell.inject({ method: 'HEAD', url: '/api/etagged' });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload).toHaveLength(0);
      expect(head.headers['content-length']).toBe(full.headers['content-length']);
      expect(head.headers.etag).toBe('"v1"');
    });

    it('passes the API errors through unchanged', async () => {
      const response = await shell.inject({ url: '/api/missing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'no such thing' });
    });

    it('answers 502 api_unavailable when the API is down', async () => {
      const offline = await buildShellServer({ ...config, apiUrl: config.remoteUpstreams.mfe_marketing });
      try {
        const response = await offline.inject({ url: '/api/health' });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ code: 'api_unavailable', message: expect.any(String) });
      } finally {
        await offline.close();
      }
    });
  });

  describe('/mfe proxies', () => {
    it('strips the prefix and keeps the user credentials away from the remote', async () => {
      const response = await shell.inject({ url: '/mfe/mfe_auth/mf-manifest.json', headers: { cookie: 'token=abc', authorization: 'Bearer x' } });
      expect(response.statusCode).toBe(200);
      const echoed = response.json();
      expect(echoed).toMatchObject({ upstream: 'mfe_auth', url: '/mf-manifest.json' });
      expect(echoed.headers.cookie).toBeUndefined();
      expect(echoed.headers.authorization).toBeUndefined();
    });

    it("relays a remote's 304 as headers only, even when the remote announces a length", async () => {
      const response = await shell.inject({ url: '/mfe/mfe_auth/etagged', headers: { 'if-none-match': '"v1"' } });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload).toHaveLength(0);
      expect(response.headers['content-length']).toBeUndefined();
    });

    it('answers 404 unknown_remote for a container it does not know', async () => {
      const response = await shell.inject({ url: '/mfe/mfe_nope/mf-manifest.json' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('unknown_remote');
    });

    it('answers 502 remote_unavailable when the remote is down', async () => {
      const response = await shell.inject({ url: '/mfe/mfe_billing/remoteEntry.js' });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('remote_unavailable');
    });
  });

  describe('start-up', () => {
    it('refuses to start with an invalid remotes file', async () => {
      const bad = join(dir, 'bad-remotes.json');
      writeFileSync(bad, '{"mfe_auth": "/mfe/mfe_other/mf-manifest.json"}');
      await expect(buildShellServer({ ...config, remotesFile: bad })).rejects.toThrow(/does not proxy/);
    });

    it('refuses to start without a shell build', async () => {
      await expect(buildShellServer({ ...config, shellDist: join(dir, 'nothing') })).rejects.toThrow(/the shell is not built/);
    });
  });
});
