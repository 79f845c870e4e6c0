/**
 * Every public page in both languages is real HTML before any JavaScript: the server's answer
 * already holds the page's heading and content, and a browser without JavaScript reads it. The app
 * starts at the visitor's first activity and hydrates that HTML in place: nothing is replaced or
 * moves, and what the visitor did meanwhile (a click, text typed) is not lost.
 */
import type { Page } from '@playwright/test';
import { ROUTE_NAMES, getRoute, pathFor } from '@stepwise/shared/routes';
import { holdCurrentUser, useSession } from '../../support/fake-session';
import { expectHydratedInPlace } from '../../support/hydration-check';
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
        // The state it was rendered from, and the boot script in place of the app's scripts.
        expect(html).toContain('<script type="application/json" id="stepwise-prerendered-state">');
        expect(html).toContain('<script id="stepwise-boot" data-scripts="/main.');
        expect(html).not.toMatch(/<script[^>]* src=/);
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

/** Public pages the journeys below visit, in both languages. */
const ALL_PAGES = LANGS.flatMap((lang) => PUBLIC_ROUTES.map((route) => ({ lang, path: pathFor(route.name, route.langPrefixed ? { lang } : {}) })));

/** Records layout shifts not caused by input, and the script files the page requests. */
async function observe(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    scripts,
    layoutShift: () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0)),
  };
}

test.describe('before the visitor does anything', () => {
  test.use({ locale: 'en-US', startPrerenderedPages: false });

  test('the page runs no script file: it is the HTML, readable and linked; once idle it only fetches the app into the cache', async ({ page }) => {
    const { scripts } = await observe(page);
    const fetchedAhead: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' && new URL(request.url()).pathname.endsWith('.js')) fetchedAhead.push(new URL(request.url()).pathname);
    });
    await page.goto('/en', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#stepwise-boot')).toHaveAttribute('data-idle-fetch', 'done');
    expect(scripts).toEqual([]);
    await expect(page.locator('#root[data-live]')).toHaveCount(0);
    const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(prefetched.some((href) => href?.startsWith('/main.'))).toBe(true);
    expect(prefetched.some((href) => href?.startsWith('/mfe/mfe_marketing/'))).toBe(true);
    await expect.poll(() => fetchedAhead.length).toBe(prefetched.length);
  });

  test('the first activity starts the app, which hydrates the page in place without moving it', async ({ page }) => {
    const { scripts, layoutShift } = await observe(page);
    await page.goto('/en/features/sprints', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as unknown as { heading: Element | null }).heading = document.querySelector('h1');
    });
    await page.mouse.move(200, 200);
    await expect(page.locator('#root[data-live]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { heading: Element | null }).heading)).toBe(true);
    await expect(page.locator('[data-remote="mfe_marketing"]')).toHaveCount(1);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  });

  test('a click on the annual switch before the app is live takes effect once it is', async ({ page }) => {
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-live]')).toHaveCount(0);
    await page.locator('label').filter({ hasText: 'Annually' }).click();
    await expect(page.getByRole('radio', { name: /Annually/ })).toBeChecked();
    await expect(page.getByText(/You pay for ten months and use Stepwise for twelve — 17% less/)).toBeVisible();
    await expect(page.locator('a[href*="/register?plan="]').first()).toHaveAttribute('href', /price_type=annual/);
  });

  test('the pricing page starts from the prices of its build and shows the catalogue changed since, once live', async ({ page }) => {
    await page.route('**/api/plans', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Array<{ code: string; prices: Record<string, number> }> };
      const data = body.data.map((plan) => (plan.code === 'pro' ? { ...plan, prices: { ...plan.prices, monthly: 5490 } } : plan));
      await route.fulfill({ response, json: { data } });
    });
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    const proPrice = page.getByTestId('plan-pro').getByTestId('plan-price');
    await expect(proPrice).toHaveText(/\d/);
    await expect(proPrice).not.toHaveText(/5,490/);
    await page.mouse.move(200, 200);
    await expect(page.locator('#root[data-live]')).toHaveCount(1);
    await expect(proPrice).toHaveText(/5,490/);
  });

  test('text typed into the feedback form before the app is live is kept and sent', async ({ page }) => {
    await page.goto('/en', { waitUntil: 'networkidle' });
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: /message/i }) });
    await form.getByRole('textbox', { name: /name/i }).fill('Olga');
    await form.getByRole('textbox', { name: /mail/i }).fill('olga@example.com');
    await form.getByRole('textbox', { name: /message/i }).fill('How does the per-member billing work for a team of twelve?');
    await form.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(/thank/i).first()).toBeVisible({ timeout: 15_000 });
  });

  test('the landing’s feedback form stays as sent, without its code, until the visitor comes to it; then it works', async ({ page }) => {
    const formScripts: string[] = [];
    await page.goto('/en', { waitUntil: 'networkidle' });
    const field = page.getByRole('textbox', { name: 'Your name' });
    await field.evaluate((node) => ((window as unknown as { sentField: Element }).sentField = node));
    await page.mouse.move(200, 200);
    await expect(page.locator('#root[data-live]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    page.on('request', (request) => {
      if (request.resourceType() === 'script') formScripts.push(request.url());
    });
    // The page is live; the form is still the very markup it came with, and its code has not come.
    expect(await field.evaluate((node) => node === (window as unknown as { sentField: Element }).sentField)).toBe(true);
    expect(formScripts).toEqual([]);

    await field.scrollIntoViewIfNeeded();
    await expect.poll(() => formScripts.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(field).toBeFocused();
    expect(await field.evaluate((node) => node === (window as unknown as { sentField: Element }).sentField)).toBe(true);
  });

  test('when the page changes to the visitor’s own language, the feedback form comes in it at once', async ({ page }) => {
    await useSession(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сроки, которым можно верить', { timeout: 20_000 });
    // Without the visitor scrolling to it: its code loads as soon as its English markup is given up.
    await expect(page.getByRole('textbox', { name: 'Ваше имя' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Отправить сообщение' })).toBeAttached();
  });

  test('a signed-in visitor’s app starts at once and shows their own header', async ({ page }) => {
    await useSession(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('user-header')).toContainText('Анна');
  });

  test('a signed-in visitor is not offered sign-in or sign-up while the app loads who they are', async ({ page }) => {
    await useSession(page);
    const answer = await holdCurrentUser(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const guestLinks = page.getByTestId('user-header').locator('a[href$="/login"], a[href$="/register"]');
    // In the markup, but not shown: the page's CSS hides them from the start.
    await expect(guestLinks).toHaveCount(2);
    for (const link of await guestLinks.all()) await expect(link).toBeHidden();
    await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 20_000 });
    for (const link of await guestLinks.all()) await expect(link).toBeHidden();
    answer();
    await expect(page.getByTestId('user-header')).toContainText('Анна');
    await expect(guestLinks).toHaveCount(0);
  });
});

test.describe('hydration of every public page', () => {
  test.use({ startPrerenderedPages: false });
  test.describe.configure({ timeout: 120_000 });

  for (const lang of LANGS) {
    test(`every ${lang} page becomes live on its own markup, with no part rendered afresh`, async ({ browser, baseURL }) => {
      for (const { path } of ALL_PAGES.filter((entry) => entry.lang === lang)) await expectHydratedInPlace(browser, baseURL!, lang, path);
    });
  }
});

test.describe('with JavaScript', () => {
  test.use({ locale: 'en-US' });

  test('the live page navigates on the client', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('[data-remote="mfe_marketing"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
