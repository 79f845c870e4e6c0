/**
 * The report charts' render time in Chromium against the built front end: the API is played at the
 * browser's edge with the answers the real API just gave for the big workspace (reports-bench.mjs).
 * Measured in the page from the tab's click event to the frame after every chart of the report has
 * been drawn by uPlot (`data-chart-drawn`), over rounds through the tabs. Budget: p95 ≤ 200 ms.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { interactionTable } from '../lib/interaction-table.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/ensure-chromium.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { playedWorkspace, playWorkspace, WORKSPACE_ID } from '../workspace-list/played-workspace.js';

const BUDGET_P95_MS = 200;
const ROUNDS = 10;

/** The report of each chart tab and the measured route whose answer it draws. */
const CHART_TABS = [
  ['velocity', 'velocity (last 6 sprints)'],
  ['accuracy', 'accuracy (90 days)'],
  ['time', 'time by member (30 days)'],
  ['flow', 'flow (90 days)'],
] as const;

declare global {
  interface Window {
    __chartsDrawn?: Promise<number>;
  }
}

/**
 * Arms the probe for the report `kind`: from the next click's timestamp to the frame after all the
 * panel's charts are drawn. Kept as page source text: the transpiler wraps named functions of a
 * callback in a helper the page does not have.
 */
// Ends in `undefined`: evaluate would otherwise wait for the promise, which needs the click.
const armProbe = (kind: string) => `
  window.__chartsDrawn = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const check = () => {
        const selected = document.getElementById('report-tab-${kind}')?.getAttribute('aria-selected') === 'true';
        const charts = Array.from(document.getElementById('report-panel')?.querySelectorAll('[data-uplot-chart]') ?? []);
        if (selected && charts.length > 0 && charts.every((chart) => chart.hasAttribute('data-chart-drawn'))) requestAnimationFrame(() => resolve(performance.now() - event.timeStamp));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { once: true, capture: true });
  });
  undefined;`;

/** A chart that never draws fails the run instead of hanging it. */
const awaitProbe = `Promise.race([window.__chartsDrawn, new Promise((_, reject) => setTimeout(() => reject(new Error('charts not drawn: ' + document.getElementById('report-panel')?.textContent?.slice(0, 200))), 15000))])`;

/** Clicks the report's tab; answers ms from the click to the frame after all its charts are drawn. */
async function renderAfterClick(page: Page, report: string): Promise<number> {
  await page.evaluate(armProbe(report));
  await page.locator(`#report-tab-${report}`).click();
  return (await page.evaluate(awaitProbe)) as number;
}

/** Draws each chart tab ROUNDS times; answers the over-budget lines. */
export async function measureChartRenders(answers: Record<string, unknown>): Promise<string[]> {
  const stack = await startStack({
    ports: 'free',
    databaseUrl: 'memory://',
    logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-bench-')),
    env: { LOG_LEVEL: 'warn' },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 1440, height: 900 } });
    const extra = Object.fromEntries(
      CHART_TABS.map(([report, route]) => [`GET workspaces/${WORKSPACE_ID}/reports/${report}`, () => ({ data: answers[route] })]),
    );
    await playWorkspace(context, playedWorkspace(100), extra);
    console.log(`\nChart render: stack ready at ${stack.urls.public}`);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(`${stack.urls.public}/w/${WORKSPACE_ID}/reports?report=risk`);
    await page.locator('#report-tab-risk[aria-selected="true"]').waitFor({ timeout: 60_000 });
    console.log('  reports screen open');
    const samples = new Map<string, number[]>(CHART_TABS.map(([report]) => [report, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [report] of CHART_TABS) {
        samples.get(report)!.push(
          await renderAfterClick(page, report).catch((error: unknown) => {
            throw new Error(`${String(error)}; page errors: ${pageErrors.join(' | ') || 'none'}`);
          }),
        );
      }
    }
    console.log(
      `\nReport charts in Chromium 1440×900 (uPlot), ${ROUNDS} rounds through the tabs, the first with the chunk and the answers loading; budget: p95 ${BUDGET_P95_MS} ms`,
    );
    return interactionTable(
      CHART_TABS.map(([report, route]) => [`${report} tab → charts drawn (${route})`, samples.get(report)!]),
      BUDGET_P95_MS,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
