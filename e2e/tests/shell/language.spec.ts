import { expect, test } from '../../support/test';
import { ACTIVE_USER, useSession } from '../../support/fake-session';

test.describe('language', () => {
  test.use({ locale: 'ru-RU' });

  test('switching on a language-prefixed page re-navigates to the same page with /en, and back', async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByTestId('user-header').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('user-header').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'sw_language');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(2592000 - 60);
    expect(await page.evaluate(() => localStorage.getItem('sw_language'))).toBe('en');

    await page.getByTestId('user-header').getByRole('button', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('user-header').getByRole('link', { name: 'Войти' })).toBeVisible();
  });

  test('switching on a page without a language segment keeps the URL', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByTestId('user-header').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the interface follows the signed-in user’s language', async ({ page }) => {
    await useSession(page, { ...ACTIVE_USER, lang: 'en' });
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    expect(await page.evaluate(() => localStorage.getItem('sw_language'))).toBe('en');
  });
});

test.describe('first visit', () => {
  test('an English browser is sent to /en before any JavaScript runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US', javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/features/sprints');
    expect(page.url()).toMatch(/\/en\/features\/sprints$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/features\/sprints$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a Ukrainian browser stays on the Russian page; German gets English', async ({ browser, baseURL }) => {
    for (const [locale, expected, lang] of [
      ['uk-UA', /\/about$/, 'ru'],
      ['de-DE', /\/en\/about$/, 'en'],
    ] as const) {
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      await page.goto('/about');
      await expect(page).toHaveURL(expected);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(lang === 'ru' ? 'О компании — Stepwise' : 'About us — Stepwise');
      await context.close();
    }
  });
});
