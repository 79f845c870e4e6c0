/**
 * Every page on a phone, in both languages: nothing scrolls sideways at 360 and 390 px, and every
 * control is at least 44 × 44 px to a finger (390 px). Public and sign-in pages signed out; the
 * account area, the wizard and the checkout as a paying customer.
 */
import type { Page } from '@playwright/test';
import { horizontalOverflow, smallTapTargets } from '../../support/layout-checks';
import {
  accountPages,
  guestPages,
  portalAccount,
  publicPages,
  settle,
  useAccountLanguage,
  type Lang,
  type PortalAccount,
  type PortalPage,
} from '../../support/portal-pages';
import { expect, startPrerenderedPage, test } from '../../support/test';

const PHONE_WIDTHS = [360, 390];
const TAP_CHECK_WIDTH = 390;

async function phoneProblems(page: Page, pages: PortalPage[]): Promise<string[]> {
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path } of pages) {
      await page.goto(path);
      await startPrerenderedPage(page);
      await settle(page);
      problems.push(...(await horizontalOverflow(page)).map((line) => `${width}px ${path}: overflow: ${line}`));
      if (width === TAP_CHECK_WIDTH) problems.push(...(await smallTapTargets(page)).map((line) => `${width}px ${path}: small tap target: ${line}`));
    }
  }
  return problems;
}

for (const [locale, lang] of [
  ['ru-RU', 'ru'],
  ['en-US', 'en'],
] as const) {
  test.describe(`signed out, in ${lang}`, () => {
    test.use({ locale });

    test('public pages fit a phone and their controls fit a finger', async ({ page }) => {
      test.setTimeout(180_000);
      expect(await phoneProblems(page, publicPages(lang))).toEqual([]);
    });

    test('sign-in pages fit a phone and their controls fit a finger', async ({ page }) => {
      test.setTimeout(120_000);
      expect(await phoneProblems(page, guestPages())).toEqual([]);
    });
  });
}

test.describe('a paying customer', () => {
  test.describe.configure({ mode: 'serial' });
  let account: PortalAccount;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    account = await portalAccount(browser);
  });

  test.afterAll(async () => {
    await account?.context.close();
  });

  for (const lang of ['ru', 'en'] as Lang[]) {
    test(`account, wizard and checkout pages fit a phone in ${lang} and their controls fit a finger`, async () => {
      test.setTimeout(180_000);
      await useAccountLanguage(account, lang);
      await account.page.goto('/account/workspaces');
      await expect(account.page.locator('html')).toHaveAttribute('lang', lang);
      expect(await phoneProblems(account.page, accountPages(account))).toEqual([]);
    });
  }
});
