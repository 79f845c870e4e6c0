/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { initialAuthState } from '@stepwise/shared';
import { buildShellServer } from './app';
import { loadShellConfig } from './config';
import { PRERENDERED_FILE } from './prerendered-pages';
import { buildBootScriptInto } from './test-utils/built-boot-script';

describe('the shell server with prerendered pages', () => {
  let dir: string;
  let shell: FastifyInstance;
  const template =
    '<!doctype html><html lang="ru"><head><title>Stepwise</title><script defer src="/main.1.js"></script></head><body><div id="root"></div><noscript>JS</noscript></body></html>';
  const prerendered = {
    build: 'b1',
    pages: {
      en: {
        'features-sprints': {
          html: '<main><h1>Automatic sprints</h1></main>',
          css: '.css-x{margin:0}',
          styleIds: ['x'],
          scripts: ['/main.1.js'],
          state: {
            locale: 'en',
            renderedOn: '2026-11-20',
            auth: { ...initialAuthState, isUserInitialized: true },
            api: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } },
          },
        },
        login: {
          html: '<section><h1>Sign in</h1></section>',
          css: '',
          styleIds: [],
          scripts: ['/main.1.js'],
          state: {
            locale: 'en',
            renderedOn: '2026-11-20',
            auth: { ...initialAuthState, isUserInitialized: true },
            api: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } },
          },
        },
      },
    },
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stepwise-shell-prerendered-'));
    const dist = join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), template);
    writeFileSync(join(dist, PRERENDERED_FILE), JSON.stringify(prerendered));
    await buildBootScriptInto(dist);
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ mfe_marketing: '/mfe/mfe_marketing/mf-manifest.json' }));
    const config = loadShellConfig(
      { SHELL_DIST: dist, REMOTES_FILE: join(dir, 'remotes.json'), PUBLIC_URL: 'https://stepwise.example', LOG_LEVEL: 'silent' },
      { appDir: join(__dirname, '..') },
    );
    shell = await buildShellServer({ ...config, logger: false });
  }, 60_000);

  afterAll(async () => {
    await shell.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a prerendered page with its content, head tags and styles', async () => {
    const response = await shell.inject({ url: '/en/features/sprints', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root" data-prerendered="features-sprints" data-prerendered-locale="en" data-prerendered-build="b1"><main><h1>Automatic sprints</h1></main></div>',
    );
    expect(response.body).toContain('<style data-emotion="css x" data-prerendered>.css-x{margin:0}</style>');
    expect(response.body).toContain('<script type="application/json" id="stepwise-prerendered-state">{"locale":"en"');
    expect(response.body).toContain('<link rel="canonical" href="https://stepwise.example/en/features/sprints">');
    expect(response.body).toContain('<title>Automatic sprints — Stepwise</title>');
  });

  it('marks the page for the boot script when the request carries the HttpOnly session cookie, and only then', async () => {
    const page = (headers: Record<string, string>) => shell.inject({ url: '/en/features/sprints', headers: { accept: 'text/html', ...headers } });
    const withSession = await page({ cookie: 'sw_language=en; sw_token=abc' });
    expect(withSession.body).toMatch(/<script id="stepwise-boot" [^>]*data-session[ >]/);
    const guest = await page({ cookie: 'sw_language=en' });
    expect(guest.body).toContain('<script id="stepwise-boot" ');
    expect(guest.body).not.toMatch(/<script id="stepwise-boot" [^>]*data-session[ >]/);
  });

  it('sends the sign-in page prerendered to a guest, but not with a query string or to a visitor with a session', async () => {
    const login = (url: string, cookie = 'sw_language=en') => shell.inject({ url, headers: { accept: 'text/html', cookie } });
    expect((await login('/login')).body).toContain(
      '<div id="root" data-prerendered="login" data-prerendered-locale="en" data-prerendered-build="b1"><section><h1>Sign in</h1></section></div>',
    );
    for (const response of [await login('/login?next=%2Faccount%2Fprofile'), await login('/login', 'sw_language=en; sw_token=abc')]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Sign in</h1>');
    }
  });

  it('sends the empty shell for a page that has no prerendered version', async () => {
    const response = await shell.inject({ url: '/features/sprints', headers: { accept: 'text/html', 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('never serves the prerendered file itself', async () => {
    const response = await shell.inject({ url: `/${PRERENDERED_FILE}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Automatic sprints');
  });
});
