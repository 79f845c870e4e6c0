/**
 * Latencies taken inside the page on its own clock: from an input event's timestamp to the end of
 * the frame that first shows its effect (a condition on the DOM), each also left as a
 * `performance.measure` for a trace.
 */
import type { Page } from '@playwright/test';

export interface Effect {
  /** An element that must be there. */
  present?: string;
  /** An element that must be gone. */
  absent?: string;
  /** Text the live region must hold. */
  status?: string;
}

declare global {
  interface Window {
    __timelineLatency?: Promise<number>;
  }
}

/** Waits for the next `type` event, then for `effect`, and keeps the latency for `takeLatency`. */
export async function armProbe(page: Page, name: string, type: string, effect: Effect): Promise<void> {
  await page.evaluate(
    ({ name, type, effect }) => {
      window.__timelineLatency = new Promise<number>((resolve, reject) => {
        const unheard = setTimeout(() => reject(new Error(`${name}: no ${type} event in 10 s`)), 10_000);
        window.addEventListener(
          type,
          (event) => {
            clearTimeout(unheard);
            const started = event.timeStamp;
            const deadline = performance.now() + 10_000;
            // (Inline, no named functions: the TypeScript runner would wrap them in a helper the page lacks.)
            void (async () => {
              for (;;) {
                const status = document.querySelector('[data-timeline-status]')?.textContent ?? '';
                const shown =
                  (!effect.present || document.querySelector(effect.present) !== null) &&
                  (!effect.absent || document.querySelector(effect.absent) === null) &&
                  (!effect.status || status.includes(effect.status));
                if (shown) break;
                if (performance.now() > deadline) return reject(new Error(`${name}: the effect did not show in 10 s (status: ${status})`));
                await new Promise((next) => requestAnimationFrame(next));
              }
              await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 0)));
              const end = performance.now();
              performance.measure(name, { start: started, end });
              resolve(end - started);
            })();
          },
          { capture: true, once: true },
        );
      });
    },
    { name, type, effect },
  );
}

export async function takeLatency(page: Page): Promise<number> {
  return page.evaluate(() => window.__timelineLatency!);
}

/** Milliseconds from the moment the first lane had its data (the forecast and its flow) to the first bar on screen. */
export async function firstBarsAfterData(page: Page): Promise<number> {
  await page.locator('[data-task-bar]').first().waitFor({ timeout: 60_000 });
  return page.evaluate(async () => {
    const shownAt = await new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const forecast = resources.find((entry) => /\/api\/workspaces\/\d+\/forecast$/.test(entry.name));
    const flows = resources.filter((entry) => /\/api\/workspaces\/\d+\/flow\/\d+$/.test(entry.name)).map((entry) => entry.responseEnd);
    if (!forecast || flows.length === 0) throw new Error('no forecast or flow request in the resource timings');
    const firstBarAt = performance.getEntriesByName('first-bar')[0]?.startTime ?? shownAt;
    return firstBarAt - Math.max(forecast.responseEnd, Math.min(...flows));
  });
}

/** Installed before the app loads: marks `first-bar` at the end of the frame that first shows a task bar. */
export async function markFirstBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-task-bar]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => performance.mark('first-bar'), 0));
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}

/** Scrolls the lanes down to the last and back up in steps, each step's latency to the end of its frame. */
export async function scrollLanes(page: Page, step: number): Promise<number[]> {
  return page.evaluate(async (step) => {
    const scroller = document.querySelector<HTMLElement>('[data-timeline-scroller]')!;
    const latencies: number[] = [];
    for (const direction of [1, -1]) {
      for (;;) {
        const before = scroller.scrollTop;
        const started = performance.now();
        scroller.scrollTop += direction * step;
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        if (scroller.scrollTop === before) break;
        latencies.push(performance.now() - started);
      }
    }
    return latencies;
  }, step);
}
