/**
 * Platform smoke test: the public origin serves the remotes configuration, proxies the API and the
 * remotes, caches hashed assets forever, and protects its HTML with a strict CSP.
 */
import { readAppsManifest, remotesOf } from '../../../scripts/apps-manifest.mjs';
import { expect, test } from '../../support/test';

const CONTAINERS = remotesOf(readAppsManifest()).map((remote) => remote.container);

test.describe('public origin', () => {
  test('/remotes.json lists every remote of apps.manifest.json and is never cached', async ({ request }) => {
    const response = await request.get('/remotes.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const remotes = (await response.json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual([...CONTAINERS].sort());
    for (const container of CONTAINERS) expect(remotes[container]).toMatch(/mf-manifest\.json$/);
  });

  test('/api/health answers 200 JSON through the proxy', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('an unknown API path is a JSON 404 with an error code', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as { code?: unknown };
    expect(typeof body.code).toBe('string');
  });

  test('a remote manifest is proxied from its own server, never cached', async ({ request }) => {
    const response = await request.get('/mfe/mfe_auth/mf-manifest.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.json()).toMatchObject({ name: 'mfe_auth' });
    const entry = await request.get('/mfe/mfe_auth/remoteEntry.js');
    expect(entry.status()).toBe(200);
    expect(entry.headers()['content-type']).toMatch(/javascript/);
  });

  test('HTML carries the strict Content-Security-Policy and is never cached', async ({ request }) => {
    for (const [path, status] of [
      ['/', 200],
      ['/account/profile', 200],
      ['/a/deep/link', 404],
    ] as const) {
      const response = await request.get(path, { headers: { accept: 'text/html', 'accept-language': 'ru' } });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test('hashed shell assets are immutable, and a missing asset is a real 404', async ({ request }) => {
    // A page rendered in the browser (a prerendered one, like /login for a guest, names its scripts in its boot script instead).
    const html = await (await request.get('/new-workspace', { headers: { accept: 'text/html' } })).text();
    const asset = /(?:src|href)="(\/[^"]*\.[0-9a-f]{8,}\.(?:js|css))"/.exec(html)?.[1];
    expect(asset, 'the shell document references a content-hashed script or stylesheet').toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await request.get('/static/does-not-exist.0123abcd.js', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
  });

  test('the shell boots in the browser without Content-Security-Policy violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    // A prerendered page: its inline boot script is allowed by its hash, then the app hydrates it.
    await page.goto('/');
    await expect(page.locator('#root[data-live]')).toHaveCount(1);
    // A page the browser renders (the sign-in page reached with a query string).
    await page.goto('/login?next=%2Faccount%2Fprofile');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
