import { expect, test } from '../../support/test';
import { expectNoA11yViolations } from '../../support/axe';

test('an unknown page answers 404 with the not-found page and a link home, in Russian', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  const response = await page.goto('/there-is-no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  await expect(page.getByRole('link', { name: 'На главную', exact: true })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);
  await context.close();
});

test('the 404 page in English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/there-is-no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  await context.close();
});

test('a page whose parameters fail validation is a 404', async ({ page }) => {
  const response = await page.goto('/workspaces/abc/created');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-status="404"]')).toBeVisible();
});
