/**
 * `test` and `expect` for every spec: `baseURL` is the stack's public origin, and the `stack`
 * fixture controls the stack. After each test that changed something through it, the fixture
 * restarts stopped services and restores /remotes.json.
 *
 * Tests that stop services or rewrite the remotes file affect every other test running at the same
 * time: declare them with `lock: '-exclusive-'` (test or describe details) so Playwright runs them
 * alone.
 */
import { test as base } from '@playwright/test';
import { StackControl } from './stack-control';

export { expect } from '@playwright/test';
export type { ServiceName, StackState } from './stack-control';

export const test = base.extend<{ stack: StackControl }>({
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
