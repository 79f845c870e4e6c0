#!/usr/bin/env node
/**
 * The task list with 5,000 tasks in a real Chromium against the built stack: how long the first rows
 * take once the data has arrived, and how quickly the page answers while the user scrolls through
 * all of them and filters (each key and each scroll step: from the event to the end of the frame
 * that shows its effect; p50 and p95). The workspace's API is played at the browser's edge with the
 * contract's shapes (played-workspace.ts), or with `--api` the tasks are created through the stack's
 * real API first (seeded-workspace.ts; a few minutes); the page, the remote and the shell are the
 * real build either way.
 *
 * Budgets, each failing the run: first rows ≤ 300 ms after the data; every interaction's p95 ≤ 100 ms.
 *
 * Usage: npm run bench:workspace-list [-- --tasks=5000 --runs=3 --api]   (run `npm run build` first)
 */
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { interactionTable, median, ms, numberOption } from '../lib/interaction-table.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/ensure-chromium.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { firstRowsAfterData, installProbes, scrollThrough, takeInputLatencies } from './page-probes.js';
import { playedWorkspace, playWorkspace, WORKSPACE_ID } from './played-workspace.js';
import { seedWorkspace, signIn } from './seeded-workspace.js';

const BUDGET = { firstRowsMs: 300, interactionP95Ms: 100 };
const taskCount = numberOption('tasks', 5000);
const runs = numberOption('runs', 3);
const throughApi = process.argv.includes('--api');

interface Run {
  firstRows: number;
  scroll: number[];
  typing: number[];
  selecting: number[];
  filteredRows: number;
}

const stack = await startStack({
  ports: 'free',
  databaseUrl: 'memory://',
  logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-bench-')),
  env: { LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let seeded: Awaited<ReturnType<typeof seedWorkspace>> | null = null;
const data = throughApi ? null : playedWorkspace(taskCount);

async function measure(): Promise<Run> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
  try {
    if (seeded) await signIn(context, seeded.token);
    else await playWorkspace(context, data!);
    const page = await context.newPage();
    await installProbes(page);
    await page.goto(`${stack.urls.public}/w/${seeded?.workspaceId ?? WORKSPACE_ID}/tasks`);
    const firstRows = await firstRowsAfterData(page);
    await page.getByText(new RegExp(`^${taskCount.toLocaleString('ru-RU').replace(/\s/g, '\\s')} задач`)).waitFor();

    // Scrolling through every task, pages loading on the way.
    const scroll = await scrollThrough(page, 700, taskCount);

    // Filtering: typing a search (each key; Latin letters, which the keyboard sends as key presses), then choosing filters with the keyboard.
    await takeInputLatencies(page);
    await page.getByRole('searchbox', { name: 'Поиск' }).pressSequentially('report api', { delay: 60 });
    await page
      .getByRole('status')
      .filter({ hasText: /^Найден/ })
      .waitFor();
    const typing = await takeInputLatencies(page);

    const status = page.getByRole('combobox', { name: 'Статус' });
    await status.focus();
    const selecting: number[] = [];
    let filteredRows = 0;
    const select = await status.elementHandle();
    // Down through the six statuses, then back up to "any".
    for (const key of [...Array<string>(6).fill('ArrowDown'), ...Array<string>(6).fill('ArrowUp')]) {
      const before = await status.inputValue();
      const started = Date.now();
      await page.keyboard.press(key);
      await page.waitForFunction(([element, previous]) => (element as HTMLSelectElement).value !== previous, [select, before] as const);
      await page.waitForFunction(() => !document.querySelector('[data-testid="loading-skeleton"]'));
      filteredRows = Math.max(filteredRows, Date.now() - started);
      selecting.push(...(await takeInputLatencies(page)));
    }
    return { firstRows, scroll, typing, selecting, filteredRows };
  } finally {
    await context.close();
  }
}

const failures: string[] = [];
try {
  if (throughApi) {
    const started = Date.now();
    seeded = await seedWorkspace({ public: stack.urls.public, mail: stack.urls.mail }, taskCount);
    console.log(`seeded ${taskCount.toLocaleString('en')} tasks through the API in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  console.log(
    `Task list, ${taskCount.toLocaleString('en')} tasks (${seeded ? 'seeded through the real API' : 'played API, contract-shaped'}), Chromium 1440×900, ${runs} run(s); budgets: first rows ${BUDGET.firstRowsMs} ms, interaction p95 ${BUDGET.interactionP95Ms} ms\n`,
  );
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure());
  const firstRows = median(results.map((result) => result.firstRows));
  console.log(`first rows after the data arrived (median of ${runs}): ${ms(firstRows)}`);
  if (firstRows > BUDGET.firstRowsMs) failures.push(`first rows ${firstRows.toFixed(1)} ms > ${BUDGET.firstRowsMs} ms`);
  console.log('');
  failures.push(
    ...interactionTable(
      [
        ['scroll step (700 px)', results.flatMap((result) => result.scroll)],
        ['search key', results.flatMap((result) => result.typing)],
        ['filter key (select)', results.flatMap((result) => result.selecting)],
      ],
      BUDGET.interactionP95Ms,
    ),
  );
  console.log(`\nfilter change → filtered rows shown (worst, includes the API): ${Math.max(...results.map((result) => result.filteredRows))} ms`);
} finally {
  await browser.close();
  await stack.stop();
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
