/**
 * `npm run screenshots`: every page of the portal at 1440 and 390 px, in Russian and English, as
 * full-page PNGs in .run/screenshots/ (ignored by git), so the whole portal can be reviewed in a
 * minute. Starts the same stack as the end-to-end tests from the built outputs: build first.
 */
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

export default defineConfig({
  ...baseConfig,
  testDir: './screenshots',
  testMatch: '**/*.screens.ts',
  workers: 1,
  retries: 0,
  timeout: 600_000,
  outputDir: '../.run/screenshots/test-results',
});
