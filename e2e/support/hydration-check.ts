import type { Browser } from '@playwright/test';
import { expect, startPrerenderedPage } from './test';

/**
 * Opens a prerendered page in a fresh browser context in `lang`, starts the app and expects it to
 * take the server's markup over in place: no error or warning (a part rendered afresh warns), the
 * very same heading element, as many elements as the server sent.
 */
export async function expectHydratedInPlace(browser: Browser, baseURL: string, lang: 'ru' | 'en', path: string): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: lang === 'en' ? 'en-US' : 'ru-RU' });
  try {
    await context.addCookies([{ name: 'sw_language', value: lang, url: baseURL }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path, { waitUntil: 'networkidle' });
    const nodes = await page.evaluate(() => document.querySelectorAll('#root *').length);
    await page.evaluate(() => ((window as unknown as { heading: Element | null }).heading = document.querySelector('h1')));
    await startPrerenderedPage(page);
    // Every file a late part could wait for has arrived, and the network has been quiet since.
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { heading: Element | null }).heading), path).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('#root *').length), path).toBe(nodes);
  } finally {
    await context.close();
  }
}
