#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling) on the public pages in both languages, against
// the built product in Debian's Chromium. Each page runs several times and the median of every
// number is kept; the table is printed and the run fails when a budget is exceeded:
//   performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02 on every page,
//   first-load JavaScript on the wire ≤ 150 KB on the landing page.
//
// Usage: npm run bench:web [-- --runs=3]   (builds first when something changed, prerender included)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, printSummary } from '../scripts/build.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { startStack } from '../scripts/stack.mjs';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

export const BUDGETS = { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02, landingJsKb: 150 };
const PAGES = [
  { name: 'index', lang: 'ru', path: '/' },
  { name: 'index', lang: 'en', path: '/en' },
  { name: 'pricing', lang: 'ru', path: '/pricing' },
  { name: 'pricing', lang: 'en', path: '/pricing' },
  { name: 'features-sprints', lang: 'ru', path: '/features/sprints' },
  { name: 'features-sprints', lang: 'en', path: '/en/features/sprints' },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function numbersOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: scriptBytes / 1024,
  };
}

/** Budget failures of one page's medians, as readable strings. */
export function overBudget(page, numbers) {
  const problems = [];
  if (numbers.performance < BUDGETS.performance) problems.push(`performance ${numbers.performance} < ${BUDGETS.performance}`);
  if (numbers.lcpMs > BUDGETS.lcpMs) problems.push(`LCP ${Math.round(numbers.lcpMs)} ms > ${BUDGETS.lcpMs} ms`);
  if (numbers.tbtMs > BUDGETS.tbtMs) problems.push(`TBT ${Math.round(numbers.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  if (numbers.cls > BUDGETS.cls) problems.push(`CLS ${numbers.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (page.name === 'index' && numbers.jsKb > BUDGETS.landingJsKb) problems.push(`JS ${numbers.jsKb.toFixed(1)} KB > ${BUDGETS.landingJsKb} KB`);
  return problems;
}

const buildStarted = Date.now();
const results = await build({ log: () => undefined });
if (results.some((result) => result.status !== 'skipped')) printSummary(results, Date.now() - buildStarted);
if (results.some((result) => result.status === 'failed')) {
  console.error('[bench:web] the build failed');
  process.exit(1);
}

const stack = await startStack({
  ports: 'free',
  databaseUrl: 'memory://',
  logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-bench-web-')),
  env: { LOG_LEVEL: 'warn' },
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});
const failures = [];
try {
  console.log(`Lighthouse ${runs}× per page, median; mobile preset\n`);
  console.log('page               lang   perf    LCP ms   TBT ms     CLS    JS KB   verdict');
  for (const page of PAGES) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(stack.urls.public + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: `sw_language=${page.lang}`, 'Accept-Language': page.lang },
      });
      if (!result?.lhr || result.lhr.runtimeError) throw new Error(`${page.path}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
      samples.push(numbersOf(result.lhr));
    }
    const numbers = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
    const problems = overBudget(page, numbers);
    if (problems.length > 0) failures.push(`${page.path} (${page.lang}): ${problems.join(', ')}`);
    console.log(
      `${page.name.padEnd(18)} ${page.lang.padEnd(4)} ${String(numbers.performance).padStart(6)} ${Math.round(numbers.lcpMs).toString().padStart(9)} ${Math.round(numbers.tbtMs).toString().padStart(8)} ${numbers.cls.toFixed(3).padStart(7)} ${numbers.jsKb.toFixed(1).padStart(8)}   ${problems.length === 0 ? 'ok' : 'OVER'}`,
    );
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
console.log(
  `\nbudgets: performance ≥ ${BUDGETS.performance}, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, landing-page JS ≤ ${BUDGETS.landingJsKb} KB`,
);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exitCode = 1;
}
