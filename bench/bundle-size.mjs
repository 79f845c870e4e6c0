#!/usr/bin/env node
// Measures the JavaScript a first visit downloads (bytes on the wire, i.e. compressed) for the
// public pages, in a real Chromium against the built product, and fails when a page is over budget.
// Usage: npm run bench:bundle [-- --budget-kb=150]   (run `npm run build` first; npm test does)
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../scripts/stack.mjs';

const budgetKb = Number(process.argv.find((arg) => arg.startsWith('--budget-kb='))?.split('=')[1] ?? 150);
const PAGES = ['/', '/en', '/pricing', '/en/features/sprints', '/login'];

const stack = await startStack({ ports: 'free', databaseUrl: 'memory://', logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-bench-')), env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let overBudget = false;
try {
  console.log(`page                         JS files   JS on the wire   uncompressed   budget ${budgetKb} KB`);
  for (const pagePath of PAGES) {
    // A fresh context per page: a first visit, nothing cached.
    const context = await browser.newContext({ locale: pagePath.startsWith('/en') ? 'en-US' : 'ru-RU' });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(stack.urls.public + pagePath, { waitUntil: 'networkidle' });
    let wire = 0;
    let raw = 0;
    for (const request of scripts) {
      const sizes = await request.sizes();
      const response = await request.response();
      wire += sizes.responseBodySize;
      raw += Number((await response?.body())?.length ?? 0);
    }
    const kb = wire / 1024;
    if (kb > budgetKb) overBudget = true;
    console.log(`${pagePath.padEnd(28)} ${String(scripts.length).padStart(8)}   ${kb.toFixed(1).padStart(10)} KB   ${(raw / 1024).toFixed(1).padStart(9)} KB   ${kb > budgetKb ? 'OVER' : 'ok'}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
if (overBudget) {
  console.error(`\nOver budget: first-load JavaScript must stay within ${budgetKb} KB on the wire.`);
  process.exit(1);
}
