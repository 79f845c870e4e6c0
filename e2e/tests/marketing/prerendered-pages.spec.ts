/**
 * Every public page in both languages is real HTML before any JavaScript: the server's answer
 * already holds the page's heading and content, a browser without JavaScript reads it, and the
 * app then takes the markup over without moving anything.
 */
import { ROUTE_NAMES, getRoute, pathFor } from '@stepwise/shared/routes';
import { expect, test } from '../../support/test';

const PUBLIC_ROUTES = ROUTE_NAMES.map(getRoute).filter((route) => route.access === 'public' && route.owner === 'mfe_marketing' && !route.path.includes(':'));
const LANGS = ['ru', 'en'] as const;

function firstHeading(html: string): string | undefined {
  const root = html.slice(html.indexOf('<div id="root"'));
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root);
  return match?.[1].replace(/<[^>]+>/g, '').trim();
}

for (const lang of LANGS) {
  test.describe(`HTML before JavaScript, ${lang}`, () => {
    for (const route of PUBLIC_ROUTES) {
      const path = pathFor(route.name, route.langPrefixed ? { lang } : {});
      test(`${path} (${route.name}) answers 200 with its h1 in the HTML`, async ({ request }) => {
        const response = await request.get(path, { headers: { accept: 'text/html', cookie: `sw_language=${lang}` }, maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`data-prerendered="${route.name}" data-prerendered-locale="${lang}"`);
        expect(firstHeading(html)).toBeTruthy();
        expect(html).not.toContain('<noscript>');
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('the landing page reads and links to the other pages', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('link', { name: 'Pricing' }).first()).toHaveAttribute('href', '/pricing');
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/pricing|plan/i);
  });

  test('the pricing page shows the plans with their prices', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('body')).toContainText('Pro');
    await expect(page.locator('body')).toContainText('3,990');
  });
});

test.describe('with JavaScript', () => {
  test.use({ locale: 'en-US' });

  test('the app takes the prerendered page over without a layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en/features/sprints');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('[data-remote="mfe_marketing"]')).toHaveCount(1);
    await expect(page.locator('#root')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(cls).toBeLessThanOrEqual(0.02);
  });

  test('the taken-over page is interactive: client-side navigation works', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('[data-remote="mfe_marketing"]')).toHaveCount(1);
  });
});
