#!/usr/bin/env node
/**
 * The timeline with 1,000 open estimated tasks of 20 members in a real Chromium against the built
 * front end; the API is played at the browser's edge with the scheduling core's real forecast
 * (played-timeline.ts). Measured in the page, from the input event's timestamp to the end of the
 * frame that shows its effect (also left as performance.measure entries):
 * - first bars: from the moment the first lane has its data to the first bars on screen;
 * - scroll: each step of scrolling the lanes down and back up;
 * - hover: pointer onto a bar → its tooltip;
 * - keyboard move: Alt+↓ on a bar → the preview's ghost bars drawn (the key's request and answer included);
 * - drop: releasing a dragged bar → the move shown and the ghosts gone.
 * Budget, failing the run: every p95 ≤ 100 ms.
 *
 * Usage: npm run bench:timeline [-- --runs=3 --per-member=50]   (run `npm run build` first)
 */
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { interactionTable, numberOption } from '../lib/interaction-table.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/ensure-chromium.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { WORKSPACE_ID } from '../workspace-list/played-workspace.js';
import { playedTimeline, playTimeline, TIME_ZONE } from './played-timeline.js';
import { armProbe, firstBarsAfterData, markFirstBar, scrollLanes, takeLatency } from './timeline-probes.js';

const BUDGET_P95_MS = 100;
const runs = numberOption('runs', 3);
const perMember = numberOption('per-member', 50);
const HOVERS = 12;
const KEY_STEPS = 10;
const DROPS = 3;

interface Run {
  firstBars: number[];
  scroll: number[];
  hover: number[];
  keyMove: number[];
  drop: number[];
}

const lane = (page: Page, index: number) => page.locator('[role="group"][aria-labelledby^="timeline-lane-"]').nth(index);

async function hover(page: Page): Promise<number[]> {
  const latencies: number[] = [];
  const heading = page.getByRole('heading', { level: 1 });
  for (let index = 0; index < HOVERS; index++) {
    const bar = lane(page, index % 4)
      .locator('[data-task-bar]')
      .nth(1 + Math.floor(index / 4));
    const box = (await bar.boundingBox())!;
    await heading.hover();
    await page.locator('[role="tooltip"]').waitFor({ state: 'detached' });
    await armProbe(page, 'hover', 'mouseover', { present: '[role="tooltip"]' });
    await page.mouse.move(box.x + 3, box.y + box.height / 2);
    latencies.push(await takeLatency(page));
  }
  await heading.hover();
  return latencies;
}

async function keyboardMove(page: Page): Promise<number[]> {
  const latencies: number[] = [];
  await lane(page, 0).locator('[data-task-bar]').nth(1).focus();
  for (let step = 1; step <= KEY_STEPS; step++) {
    await armProbe(page, 'keyboard move', 'keydown', { present: '[data-ghost-bar]', status: `место ${step + 1} из` });
    await page.keyboard.press('Alt+ArrowDown');
    latencies.push(await takeLatency(page));
  }
  await page.keyboard.press('Escape');
  await page.locator('[data-ghost-bar]').first().waitFor({ state: 'detached' });
  return latencies;
}

/**
 * Where to drag in a lane so the drop is a real move: a queued bar whose left end is not under a later
 * bar (short bars overlap), pressed there and carried just past the start of a bar at least two
 * places later and some pixels to the right (a drag that does not pass a start changes no place).
 */
async function dragPath(page: Page, index: number): Promise<{ from: { x: number; y: number }; to: { x: number; y: number } }> {
  const path = await lane(page, index)
    .locator('[data-task-bar]')
    .evaluateAll((bars) => {
      const boxes = bars.map((bar) => ({ bar, box: bar.getBoundingClientRect() }));
      for (const [at, { bar, box }] of boxes.entries()) {
        if (getComputedStyle(bar).cursor !== 'grab' || box.width < 6) continue;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(box.left + 3, y)?.closest('[data-task-bar]');
        if (hit !== bar) continue;
        const later = boxes.slice(at + 2).find((other) => other.box.left >= box.left + 12);
        if (later) return { from: { x: box.left + 3, y }, to: { x: later.box.left + 6, y } };
      }
      return null;
    });
  if (!path) throw new Error(`lane ${index + 1}: no bar to drag past two others`);
  return path;
}

async function drops(page: Page): Promise<number[]> {
  const latencies: number[] = [];
  // One lane after another, each drag right after the last drop.
  for (let drop = 0; drop < DROPS; drop++) {
    const { from, to } = await dragPath(page, 1 + drop);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page
      .locator('[data-ghost-bar]')
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`drop ${drop + 1}: no preview (status: ${await page.locator('[data-timeline-status]').textContent()})`, { cause: error });
      });
    await armProbe(page, 'drop', 'pointerup', { absent: '[data-ghost-bar]', status: 'перенесена' });
    await page.mouse.up();
    latencies.push(await takeLatency(page));
  }
  return latencies;
}

const stack = await startStack({
  ports: 'free',
  databaseUrl: 'memory://',
  logDir: mkdtempSync(path.join(tmpdir(), 'stepwise-bench-')),
  env: { LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

async function measure(): Promise<Run> {
  const now = Date.now();
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: TIME_ZONE, viewport: { width: 1440, height: 900 } });
  try {
    await playTimeline(context, playedTimeline(perMember, now), now);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await markFirstBar(page);
    await page.goto(`${stack.urls.public}/w/${WORKSPACE_ID}/timeline?range=quarter`);
    const firstBars = [await firstBarsAfterData(page)];
    console.log(`  first bars ${firstBars[0].toFixed(1)} ms`);
    await page.locator('[data-shade]').first().waitFor();
    const scroll = [...(await scrollLanes(page, 112)), ...(await scrollLanes(page, 112))];
    console.log(`  scrolled (${scroll.length} steps)`);
    const hovers = await hover(page);
    console.log('  hovered');
    const keyMove = await keyboardMove(page);
    console.log('  moved by keyboard');
    return { firstBars, scroll, hover: hovers, keyMove, drop: await drops(page) };
  } finally {
    await context.close();
  }
}

const failures: string[] = [];
try {
  console.log(
    `Timeline, ${(perMember * 20).toLocaleString('en')} open tasks of 20 members (played API, the scheduling core's forecast), quarter range, Chromium 1440×900, ${runs} run(s); budget: p95 ${BUDGET_P95_MS} ms\n`,
  );
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure());
  failures.push(
    ...interactionTable(
      [
        ['first bars after the data', results.flatMap((result) => result.firstBars)],
        ['scroll step (112 px)', results.flatMap((result) => result.scroll)],
        ['hover → tooltip', results.flatMap((result) => result.hover)],
        ['Alt+↓ → preview drawn', results.flatMap((result) => result.keyMove)],
        ['drop → move shown', results.flatMap((result) => result.drop)],
      ],
      BUDGET_P95_MS,
    ),
  );
} finally {
  await browser.close();
  await stack.stop();
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
