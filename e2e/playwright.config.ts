/**
 * End-to-end tests across the whole product. The global setup starts the full stack (API on an
 * in-memory database, the four remote servers, the payment sandbox, the shell server) on free
 * ports from the built outputs; run `npm run build` first (npm test does).
 *
 * Tests import `test` / `expect` from ./support/test, which points `baseURL` at the stack and
 * offers the `stack` fixture (stop/start a service, rewrite /remotes.json). A test that uses the
 * fixture's mutating methods must declare `lock: '-exclusive-'` so nothing runs beside it.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/ensure-chromium.mjs';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  fullyParallel: false,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../.run/e2e/test-results',
  use: {
    // Workers inherit the environment the global setup exported; support/test.ts sets it too.
    baseURL: process.env.STEPWISE_E2E_BASE_URL,
    // Recording a trace costs every action a snapshot; CI retries a failed test once, and the retry
    // records one, so the passing majority runs without it. Locally (no retries) every failure keeps one.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromiumPath(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});
