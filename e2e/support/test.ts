/**
 * `test` and `expect` for every spec: `baseURL` is the stack's public origin, and the `stack`
 * fixture controls the stack. After each test that changed something through it, the fixture
 * restarts stopped services and restores /remotes.json.
 *
 * Tests that stop services or rewrite the remotes file affect every other test running at the same
 * time: declare them with `lock: '-exclusive-'` (test or describe details) so Playwright runs them
 * alone.
 */
import { test as base, type Page } from '@playwright/test';
import { StackControl } from './stack-control';

export { expect } from '@playwright/test';
export type { ServiceName, StackState } from './stack-control';

/**
 * A prerendered public page is the server's HTML until the visitor shows activity; then the app
 * starts and hydrates it (shell/server/boot-on-intent.ts). Journeys act like a visitor who starts
 * using the page: after `page.goto` and `page.reload` they move the pointer and wait for the live page, unless
 * JavaScript is off, the page is not prerendered, or the test looks at the page before that
 * (`startPrerenderedPages: false`).
 */
export async function startPrerenderedPage(page: Page): Promise<void> {
  if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
  // Two moves: a move to where the pointer already is may send no event.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * Makes every later `page.goto` and `page.reload` of `page` start a prerendered page the way a
 * visitor does (see startPrerenderedPage). The `page` fixture does it by itself; a page opened in a
 * context of the test's own (`browser.newContext()`) needs it before it visits a prerendered page.
 */
export function startPrerenderedPagesAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await startPrerenderedPage(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await startPrerenderedPage(page);
    return response;
  };
}

export const test = base.extend<{ stack: StackControl; startPrerenderedPages: boolean }>({
  startPrerenderedPages: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, startPrerenderedPages }, use) => {
    if (javaScriptEnabled !== false && startPrerenderedPages) startPrerenderedPagesAfterLoads(page);
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.STEPWISE_E2E_BASE_URL;
    if (!url) throw new Error('STEPWISE_E2E_BASE_URL is not set: run the tests through e2e/playwright.config.ts');
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => {
    const control = StackControl.fromEnv();
    await use(control);
    await control.restoreIfChanged();
  },
});
