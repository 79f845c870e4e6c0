// One first visit of a page in Chromium against the running stack: the script files its first load
// downloads and, on a prerendered page, those the visitor's first activity then downloads, with the
// time until the page is live. Shared by the bundle bench and the bundle analysis.
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/ensure-chromium.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { signIn } from '../workspace-list/seeded-workspace.ts';

/** The public pages measured, and /login, the application page a visitor reaches first. */
export const PAGES = ['/', '/en', '/pricing', '/en/features/sprints', '/login'];

/**
 * The pages a signed-in member measures: the portal (their workspaces in the account area, what a
 * member has before the workspace app) and a workspace's first screen, My flow (`/w/:id`).
 */
export const memberPages = (workspaceId) => ['/account/workspaces', `/w/${workspaceId}`];

/** Lighthouse's mobile preset, applied through the DevTools protocol. */
export async function throttle(context, page) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A script file run (`<script>`). */
const ran = (request) => request.resourceType() === 'script';
/** A script file fetched into the cache without running (`rel=prefetch`: type "other"). */
const fetchedAhead = (request) => request.resourceType() === 'other' && /\.js(\?|$)/.test(request.url());

/**
 * Each of the requests, with its wire (compressed) and uncompressed size. A file already in
 * `counted` (url → file: fetched ahead, then run from the cache) is left out, each file's bytes
 * counting once, where they crossed the network; the run gives its uncompressed size, which a
 * fetch ahead does not expose.
 */
async function take(requests, origin, counted = new Map()) {
  const files = [];
  for (const request of requests) {
    const url = request.url().replace(origin, '');
    const raw = async () => Number((await (await request.response())?.body().catch(() => null))?.length ?? 0);
    const known = counted.get(url);
    if (known) {
      if (known.raw === 0) known.raw = await raw();
      continue;
    }
    const file = { url, wire: (await request.sizes()).responseBodySize, raw: await raw() };
    counted.set(url, file);
    files.push(file);
  }
  return files;
}

/**
 * Starts the built stack and one Chromium; `use` gets a `visit(pagePath, { mobile, token })` function
 * (`token`: an access token the page is signed in with) and the stack's URLs.
 */
export async function withFirstVisits(use) {
  const stack = await startStack({
    ports: 'free',
    databaseUrl: 'memory://',
    logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-bench-')),
    env: { LOG_LEVEL: 'warn' },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const origin = stack.urls.public;
  /**
   * A first visit (fresh context, nothing cached). Resolves to { prerendered, firstLoad, ahead,
   * activity, liveMs }: the files of the first load, those a prerendered page fetched ahead once it
   * was idle (shell/server/boot-on-intent.ts), those the first activity then downloaded (for /login,
   * an application page, its first load is its activity), and the milliseconds from the first
   * activity (or from the navigation, for /login) until the page is live. `activity: 'after-idle'`
   * (the default) acts once the page has loaded and done what it does when idle; `'at-once'` acts
   * as soon as the page is parsed, before anything could be fetched ahead.
   */
  const visit = async (pagePath, { mobile = false, token = null, activity: when = 'after-idle' } = {}) => {
    const context = await browser.newContext({ locale: pagePath.startsWith('/en') ? 'en-US' : 'ru-RU' });
    try {
      if (token) await signIn(context, token);
      const page = await context.newPage();
      if (mobile) await throttle(context, page);
      const scripts = [];
      page.on('requestfinished', (request) => {
        if (ran(request) || fetchedAhead(request)) scripts.push(request);
      });
      const navigated = Date.now();
      await page.goto(origin + pagePath, { waitUntil: when === 'at-once' ? 'domcontentloaded' : 'networkidle', timeout: 60_000 });
      const prerendered = (await page.locator('#root[data-prerendered]').count()) > 0;
      if (!prerendered) {
        // An application page: live (usable) once its screen shows its heading and no loading skeleton.
        await page.locator('#root h1').first().waitFor({ timeout: 60_000 });
        await page.locator('#root [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 60_000 });
        const liveMs = Date.now() - navigated;
        await page.waitForLoadState('networkidle');
        return { prerendered, firstLoad: [], ahead: [], activity: await take(scripts.filter(ran), origin), liveMs };
      }
      const counted = new Map();
      let firstLoad = [];
      let ahead = [];
      if (when === 'after-idle') {
        await page.locator('#stepwise-boot[data-idle-fetch]').waitFor({ state: 'attached', timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        const loaded = scripts.splice(0);
        firstLoad = await take(loaded.filter(ran), origin, counted);
        ahead = await take(loaded.filter(fetchedAhead), origin, counted);
      }
      const started = Date.now();
      await page.mouse.move(10, 10);
      await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
      const liveMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      // What the running app fetches into the cache for a page not opened yet is not this page's cost.
      return { prerendered, firstLoad, ahead, activity: await take(scripts.filter(ran), origin, counted), liveMs };
    } finally {
      await context.close();
    }
  };
  try {
    return await use(visit, stack.urls);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** Sum of a size field over files, in KB. */
export const totalKb = (files, field = 'wire') => files.reduce((sum, file) => sum + file[field], 0) / 1024;

/** The remote a file was served for (`/mfe/<container>/…`), or `shell`. */
export const ownerOf = (url) => url.match(/^\/mfe\/([^/]+)\//)?.[1] ?? 'shell';
