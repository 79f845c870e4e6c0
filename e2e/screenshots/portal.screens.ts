/** Full-page screenshots of every page (see ../screenshots.config.ts). */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { accountPages, guestPages, portalAccount, publicPages, settle, useAccountLanguage, type Lang, type PortalPage } from '../support/portal-pages';
import { startPrerenderedPage, test } from '../support/test';

const OUTPUT_DIR = join(import.meta.dirname, '..', '..', '.run', 'screenshots');
const WIDTHS = [1440, 390];
const LANGS: Lang[] = ['ru', 'en'];

async function shoot(page: Page, lang: Lang, pages: PortalPage[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    for (const { name, path } of pages) {
      await page.goto(path);
      await startPrerenderedPage(page);
      await settle(page);
      await page.screenshot({ path: join(OUTPUT_DIR, `${lang}-${width}-${name}.png`), fullPage: true });
    }
  }
}

test.beforeAll(async () => {
  await mkdir(OUTPUT_DIR, { recursive: true });
});

for (const lang of LANGS) {
  test.describe(`signed out, ${lang}`, () => {
    test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
    test(`public and sign-in pages in ${lang}`, async ({ page }) => {
      await shoot(page, lang, [...publicPages(lang), ...guestPages()]);
    });
  });
}

test('account area, wizard and checkout in both languages', async ({ browser }) => {
  const account = await portalAccount(browser);
  try {
    for (const lang of LANGS) {
      await useAccountLanguage(account, lang);
      await shoot(account.page, lang, accountPages(account));
    }
  } finally {
    await account.context.close();
  }
});
