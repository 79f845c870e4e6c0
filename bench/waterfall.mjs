#!/usr/bin/env node
// When each file of one page's visit starts and ends, on the mobile preset (150 ms round trip,
// 1.6 Mbit/s, CPU 4× slower), so the chains on the critical path show: a file requested only once
// another has arrived and run is a round trip the page waits for. A prerendered page is visited,
// left to settle, then moved over (its first activity); an application page until its heading shows.
//
// Usage: npm run waterfall -w bench -- /login   (run `npm run build` first)
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { startStack } from '../scripts/stack.mjs';
import { throttle } from './lib/first-visit.mjs';

const pagePath = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/login';
const stack = await startStack({
  ports: 'free',
  databaseUrl: 'memory://',
  logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-waterfall-')),
  env: { LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ locale: pagePath.startsWith('/en') ? 'en-US' : 'ru-RU' });
  const page = await context.newPage();
  await throttle(context, page);
  const navigated = Date.now();
  const since = () => Date.now() - navigated;
  const requested = new Map();
  const rows = [];
  page.on('request', (request) => requested.set(request, since()));
  page.on('requestfinished', async (request) => {
    const ended = since();
    const { responseBodySize } = await request.sizes();
    rows.push({ started: requested.get(request), ended, kb: responseBodySize / 1024, url: request.url().replace(stack.urls.public, '') });
  });
  await page.goto(stack.urls.public + pagePath, { waitUntil: 'commit' });
  if ((await page.locator('#root[data-prerendered]').count()) > 0) {
    await page.waitForLoadState('networkidle');
    console.log(`first activity at ${since()} ms`);
    await page.mouse.move(10, 10);
    await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
  } else {
    await page.locator('#root h1').first().waitFor({ timeout: 60_000 });
  }
  console.log(`live at ${since()} ms\n`);
  await page.waitForLoadState('networkidle');
  console.log('  start     end       KB  file');
  for (const row of rows.sort((a, b) => a.started - b.started)) {
    console.log(`${String(row.started).padStart(7)} ${String(row.ended).padStart(7)} ${row.kb.toFixed(1).padStart(8)}  ${row.url}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
