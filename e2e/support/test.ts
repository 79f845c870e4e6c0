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
 * A prerendered public page is readable at once but its controls come alive when the app takes it
 * over (shell/src/bootstrap-root.ts). Journeys act like a visitor who starts using the page: after
 * `page.goto` they wait for the live page, unless JavaScript is off or the page is not prerendered.
 */
function waitForLivePageAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((await page.locator('#root[data-prerendered]').count()) > 0) {
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 20_000 });
    }
    return response;
  };
}

export const test = base.extend<{ stack: StackControl }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForLivePageAfterGoto(page);
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
