/**
 * Measurements taken inside the page, on the page's own clock (performance.now()), so nothing of
 * the benchmark's process or the DevTools protocol is counted.
 */
import type { Page } from '@playwright/test';

interface Probes {
  firstRowAt: number | null;
  inputLatencies: number[];
}

declare global {
  interface Window {
    __listProbes: Probes;
  }
}

const ROW = '[data-task-scroller] [role="row"][data-index]';

/**
 * Installed before the app loads: notes when the first task row appears, and for each key pressed
 * the time from the event to the end of the frame that follows it (its work and the paint).
 */
export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript((rowSelector) => {
    const probes: Probes = { firstRowAt: null, inputLatencies: [] };
    window.__listProbes = probes;
    const observer = new MutationObserver(() => {
      if (probes.firstRowAt === null && document.querySelector(rowSelector)) {
        probes.firstRowAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
    window.addEventListener(
      'keydown',
      (event) => {
        const started = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => probes.inputLatencies.push(performance.now() - started), 0));
      },
      { capture: true },
    );
  }, ROW);
}

/** Milliseconds from the end of the first task page's response to the first row on screen. */
export async function firstRowsAfterData(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__listProbes.firstRowAt !== null, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const response = performance.getEntriesByType('resource').find((entry) => /\/api\/workspaces\/\d+\/tasks\?/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    if (!response) throw new Error('no task list request in the resource timings');
    return window.__listProbes.firstRowAt! - response.responseEnd;
  });
}

/** The key latencies recorded since the last call. */
export async function takeInputLatencies(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__listProbes.inputLatencies.splice(0));
}

/**
 * Scrolls the task table from top to bottom in steps of `step` pixels, as fast as frames come, and
 * returns each step's latency: from the scroll to the end of the frame that shows it. Pages load
 * on the way (the list asks for them as the end nears); the loop ends at the last of `total` rows.
 */
export async function scrollThrough(page: Page, step: number, total: number): Promise<number[]> {
  return page.evaluate(
    async ({ step, total, rowSelector }) => {
      const scroller = document.querySelector<HTMLElement>('[data-task-scroller]')!;
      const latencies: number[] = [];
      const deadline = performance.now() + 120_000;
      for (;;) {
        const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
        if (atEnd && document.querySelector(`${rowSelector}[aria-rowindex="${total + 1}"]`)) return latencies;
        if (performance.now() > deadline) throw new Error(`the list did not reach its ${total}th row in 2 minutes`);
        const started = performance.now();
        scroller.scrollTop += step;
        // (Inline: a named helper would be renamed by the TypeScript runner into code the page lacks.)
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        latencies.push(performance.now() - started);
      }
    },
    { step, total, rowSelector: ROW },
  );
}
