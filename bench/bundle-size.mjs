#!/usr/bin/env node
// Measures the JavaScript a first visit downloads (bytes on the wire, i.e. compressed), in a real
// Chromium against the built product, and fails when a page is over budget.
//
// A public page is prerendered: its first load carries no script file (the app starts at the
// visitor's first activity, shell/server/boot-on-intent.ts). For those pages it prints what the
// first load downloads (budget: --budget-kb, 150 KB) and, separately, what the visitor's first
// activity then downloads and how long until the page is live (budget: --app-budget-kb). An
// application page (/login) loads the app at once (budget: --app-budget-kb).
//
// `--mobile` throttles like Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s down, CPU 4×
// slower), which makes "live after" what a visitor on a mid-range phone waits after their first
// activity; the byte counts are the same either way.
//
// Usage: npm run bench:bundle [-- --budget-kb=150 --app-budget-kb=270 --mobile]   (run `npm run build` first; npm test does)
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { startStack } from '../scripts/stack.mjs';

const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const budgetKb = option('budget-kb', 150);
const appBudgetKb = option('app-budget-kb', 270);
const mobile = process.argv.includes('--mobile');
const PAGES = ['/', '/en', '/pricing', '/en/features/sprints', '/login'];

/** Lighthouse's mobile preset, applied through the DevTools protocol. */
async function throttle(context, page) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Wire and uncompressed bytes of the script requests made so far; the list is emptied. */
async function take(requests) {
  let wire = 0;
  let raw = 0;
  for (const request of requests.splice(0)) {
    const sizes = await request.sizes();
    const response = await request.response();
    wire += sizes.responseBodySize;
    raw += Number((await response?.body())?.length ?? 0);
  }
  return { wireKb: wire / 1024, rawKb: raw / 1024 };
}

const kb = (value) => `${value.toFixed(1).padStart(7)} KB`;

const stack = await startStack({ ports: 'free', databaseUrl: 'memory://', logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-bench-')), env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const failures = [];
try {
  if (mobile) console.log('throttled: 150 ms round trip, 1.6 Mbit/s, CPU 4× slower\n');
  console.log(`page                     first load (files, wire, raw)     on first activity (wire, raw, live after)   budgets ${budgetKb} / ${appBudgetKb} KB`);
  for (const pagePath of PAGES) {
    // A fresh context per page: a first visit, nothing cached.
    const context = await browser.newContext({ locale: pagePath.startsWith('/en') ? 'en-US' : 'ru-RU' });
    const page = await context.newPage();
    if (mobile) await throttle(context, page);
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(stack.urls.public + pagePath, { waitUntil: 'networkidle', timeout: 60_000 });
    const files = scripts.length;
    const first = await take(scripts);
    const prerendered = (await page.locator('#root[data-prerendered]').count()) > 0;
    let line = `${pagePath.padEnd(24)} ${String(files).padStart(5)} ${kb(first.wireKb)} ${kb(first.rawKb)}`;
    if (prerendered) {
      if (first.wireKb > budgetKb) failures.push(`${pagePath}: first load ${first.wireKb.toFixed(1)} KB > ${budgetKb} KB`);
      const started = Date.now();
      await page.mouse.move(10, 10);
      await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
      const liveMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      const activity = await take(scripts);
      if (first.wireKb + activity.wireKb > appBudgetKb) failures.push(`${pagePath}: app ${(first.wireKb + activity.wireKb).toFixed(1)} KB > ${appBudgetKb} KB`);
      line += `        ${kb(activity.wireKb)} ${kb(activity.rawKb)} ${String(liveMs).padStart(6)} ms`;
    } else {
      if (first.wireKb > appBudgetKb) failures.push(`${pagePath}: app ${first.wireKb.toFixed(1)} KB > ${appBudgetKb} KB`);
      line += '        (the app loads at once)';
    }
    console.log(line);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
