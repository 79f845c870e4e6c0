import { expect, test } from '../../support/test';
import { ACTIVE_USER, useSession } from '../../support/fake-session';

test.use({ locale: 'ru-RU' });

test('a guest on a page that needs auth goes to login, remembering the page', async ({ page }) => {
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в Stepwise');
});

test('a 401 logs out and sends the user to login', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sw_access_token', 'revoked-token'));
  await page.route('**/api/users/me', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":"unauthorized","message":"Unauthorized"}' }),
  );
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(await page.evaluate(() => localStorage.getItem('sw_access_token'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('sw_token=');
});

test('a signed-in user on a guest-only page goes to account-workspaces', async ({ page }) => {
  await useSession(page);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/account\/workspaces$/);
});

test('a user with status new is held on activate wherever auth is needed', async ({ page }) => {
  await useSession(page, { ...ACTIVE_USER, status: 'new' });
  for (const path of ['/account/profile', '/subscriptions/payment', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/activate$/);
  }
});
