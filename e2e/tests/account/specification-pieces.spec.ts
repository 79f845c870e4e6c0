/**
 * The specification's pieces of the account area: the account menu's Billing item, logging out on a
 * public page, the server's first response in the user's language, the plan page of a workspace that
 * is missing or not the user's, and the session's failure states (a 500 on users/me, a 429).
 */
import { activeAccount } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';
import { UserApi } from '../../support/billing';
import { ACTIVE_USER, useSession } from '../../support/fake-session';
import { Mailbox } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test.use({ locale: 'en-US' });

let mailbox: Mailbox;
test.beforeEach(async ({ stack }) => {
  mailbox = new Mailbox((await stack.state()).urls.mail);
});

test('the account menu lists workspaces, profile, billing, linked cards and payment history; Billing opens the plan page', async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  const api = await UserApi.of(page);
  const workspace = await api.createWorkspace('Orbita');
  await page.goto('/account/profile');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link')).toHaveText(['Workspaces', 'Profile', 'Billing', 'Linked cards', 'Payment history']);
  await menu.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/workspaces/${workspace.id}/plan$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Orbita');
  await expect(menu.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);
});

test('logging out on a public page stays on it; on a page that needs sign-in it goes to login', async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  await page.goto('/pricing');
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('user-header').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('logging out on the account pages goes to login', async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a returning user with the token cookie and no language cookie gets the first response in their language', async ({ page, context }) => {
  test.setTimeout(60_000);
  // Registered from an English interface: the user's language is English.
  await activeAccount(page, mailbox);
  await context.clearCookies({ name: 'sw_language' });
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('sw_token');

  const html = await (await page.request.get('/account/profile', { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).text();
  expect(html).toMatch(/<html lang="en"/);
  // Without the session the same browser gets Russian.
  await context.clearCookies({ name: 'sw_token' });
  const guestHtml = await (await page.request.get('/account/profile', { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).text();
  expect(guestHtml).toMatch(/<html lang="ru"/);
});

test("the plan page of a workspace that does not exist, or is not the user's, is the 404 page", async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  await page.goto('/account/workspaces/999999/plan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByText('An error occurred')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('a 500 on users/me keeps the user signed in: an error with a retry, not the login page', async ({ page }) => {
  await useSession(page, { ...ACTIVE_USER, lang: 'en' });
  let failing = true;
  await page.route('**/api/users/me', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal_error","message":"Internal error"}' }) : route.fallback(),
  );
  await page.goto('/account/profile');
  const panel = page.getByTestId('session-failed').getByRole('alert');
  await expect(panel).toContainText('Your profile could not be loaded');
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByTestId('user-header').getByRole('link', { name: 'Sign in' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('sw_access_token'))).toBe('e2e-session-token');
  await expectNoA11yViolations(page);

  failing = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('user-menu-button')).toContainText('Анна Иванова');
  await expect(page.getByTestId('session-failed')).toHaveCount(0);
});

test('a 429 says how long to wait (Retry-After) and holds the retry until then', async ({ page }) => {
  await useSession(page, { ...ACTIVE_USER, lang: 'en' });
  await page.route('**/api/workspaces', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      contentType: 'application/json',
      body: '{"code":"rate_limited","message":"Too many requests"}',
    }),
  );
  await page.goto('/account/workspaces');
  const panel = page.getByRole('main').getByRole('alert');
  await expect(panel).toContainText(/You can try again in (30|29|28) seconds/);
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeDisabled();
  await expectNoA11yViolations(page);
});

test('with a slow API the account page shows its frame and skeletons at once', async ({ page }) => {
  await useSession(page, { ...ACTIVE_USER, lang: 'en' });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/workspaces', async (route) => {
    await released;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[]}' });
  });
  await page.goto('/account/workspaces');
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('loading-skeleton')).toBeVisible();
  await expectNoA11yViolations(page);
  release();
  await expect(page.getByTestId('loading-skeleton')).toHaveCount(0);
});
