/**
 * The shell composes the four independently deployed remotes at run time: each route renders the
 * owning remote's screen, links across remotes navigate client-side, and React loads once.
 */
import { expect, test } from '../../support/test';
import { useSession } from '../../support/fake-session';

test.use({ locale: 'ru-RU' });

test('renders a route from each of the four remotes inside the shell', async ({ page }) => {
  await useSession(page);
  const screens: Array<[string, string, string]> = [
    ['/', 'mfe_marketing', 'Сроки, которым можно верить'],
    ['/account/profile', 'mfe_account', 'Профиль'],
    ['/subscriptions/payment', 'mfe_billing', 'Оплата подписки'],
  ];
  for (const [path, remote, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (remote !== 'shell') await expect(page.locator(`[data-remote="${remote}"]`)).toHaveCount(1);
  }
});

test('renders the login screen of mfe_auth for a guest', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в Stepwise');
  await expect(page.locator('[data-remote="mfe_auth"]')).toHaveCount(1);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('the sign-in page rendered by the app (here: reached with ?next=) asks for every script file of its screen at once, in its HTML', async ({
  page,
  request,
}) => {
  const signIn = '/login?next=%2Faccount%2Fprofile';
  const html = await (await request.get(signIn, { headers: { 'Accept-Language': 'ru' } })).text();
  const preloaded = new Set([...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]));
  expect([...preloaded].some((href) => href.startsWith('/mfe/mfe_auth/__federation_expose_routes.'))).toBe(true);
  const requested: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.resourceType() === 'script' && url.pathname !== '/') requested.push(url.pathname);
  });
  await page.goto(signIn);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в Stepwise');
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(5);
  // Nothing the screen needs is discovered one round trip after another.
  expect(requested.filter((path) => !preloaded.has(path) && !html.includes(`src="${path}"`))).toEqual([]);
});

test('a link from one remote to another navigates client-side, without a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByTestId('hero-sign-in').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в Stepwise');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сроки, которым можно верить');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('React and react-dom are loaded exactly once across remotes', async ({ page }) => {
  await useSession(page);
  await page.goto('/');
  for (const path of ['/unsubscribe', '/account/profile', '/subscriptions/payment', '/']) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('[data-remote]')).toHaveCount(1);
  }
  const providers = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const seen: Record<string, Array<{ version: string; from: string; loaded: boolean }>> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const name of ['react', 'react-dom']) {
          for (const [version, entry] of Object.entries(packages[name] ?? {})) {
            const list = (seen[name] ??= []);
            if (!list.some((item) => item.version === version && item.from === entry.from))
              list.push({ version, from: entry.from, loaded: Boolean(entry.loaded) });
          }
        }
      }
    }
    return seen;
  });
  for (const name of ['react', 'react-dom']) {
    const loaded = providers[name].filter((entry) => entry.loaded);
    expect(loaded).toHaveLength(1);
    expect(loaded[0].from).toBe('shell');
  }
  // Every remote rendered with the shell's React: a second copy would have thrown "Invalid hook call".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сроки, которым можно верить');
});
