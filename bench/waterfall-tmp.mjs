import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { startStack } from '../scripts/stack.mjs';
const pagePath = process.argv[2] ?? '/login';
const stack = await startStack({ ports: 'free', databaseUrl: 'memory://', logDir: mkdtempSync(path.join(tmpdir(), 'wf-')), env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const s = await context.newCDPSession(page);
  await s.send('Network.enable');
  await s.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  const rows = [];
  page.on('request', (r) => { r._t = Date.now() - t0; });
  page.on('requestfinished', async (r) => { const sz = await r.sizes(); rows.push([r._t, Date.now() - t0, (sz.responseBodySize / 1024).toFixed(1), r.url().replace(stack.urls.public, '')]); });
  await page.goto(stack.urls.public + pagePath, { waitUntil: 'commit' });
  if (pagePath === '/login') {
    await page.locator('#root h1').first().waitFor({ timeout: 60000 });
    console.log('live at', Date.now() - t0);
  } else {
    await page.waitForLoadState('networkidle');
    const a = Date.now() - t0;
    await page.mouse.move(10, 10);
    await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60000 });
    console.log('activity at', a, 'live at', Date.now() - t0);
  }
  await page.waitForLoadState('networkidle');
  rows.sort((x, y) => x[0] - y[0]);
  for (const r of rows) console.log(String(r[0]).padStart(6), String(r[1]).padStart(6), String(r[2]).padStart(7), r[3]);
} finally { await browser.close(); await stack.stop(); }
