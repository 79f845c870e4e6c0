/**
 * The pages a visitor most often opens first besides the public ones — sign-in, sign-up and the
 * password reset request — arrive as HTML with their form in it: the form shows with the first
 * paint, on a phone too, and the app starts at the visitor's first activity and takes the markup
 * over in place. What the visitor typed or pressed before that is not lost.
 */
import { ACTIVE_USER, holdCurrentUser, useSession } from '../../support/fake-session';
import { expectNoA11yViolations } from '../../support/axe';
import { expectHydratedInPlace } from '../../support/hydration-check';
import { expect, startPrerenderedPage, test } from '../../support/test';

const PAGES = [
  { path: '/login', headings: { ru: 'Вход в Stepwise', en: 'Sign in to Stepwise' } },
  { path: '/register', headings: { ru: 'Регистрация в Stepwise', en: 'Create your Stepwise account' } },
  { path: '/forget', headings: { ru: 'Забыли пароль?', en: 'Forgot your password?' } },
] as const;

test.use({ startPrerenderedPages: false });

for (const lang of ['ru', 'en'] as const) {
  test(`the sign-in, sign-up and password reset pages come with their form in the HTML (${lang})`, async ({ request }) => {
    for (const { path, headings } of PAGES) {
      const html = await (await request.get(path, { headers: { accept: 'text/html', cookie: `sw_language=${lang}` } })).text();
      expect(html, path).toContain(`data-prerendered-locale="${lang}"`);
      expect(html, path).toContain(headings[lang]);
      expect(html, path).toMatch(/<input[^>]+type="email"/);
      expect(html, path).not.toMatch(/<script[^>]* src=/);
    }
  });
}

test('each becomes live on its own markup, with no part rendered afresh', async ({ browser, baseURL }) => {
  // six pages, each in a browser context of its own
  test.setTimeout(60_000);
  for (const lang of ['ru', 'en'] as const) for (const { path } of PAGES) await expectHydratedInPlace(browser, baseURL!, lang, path);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a visitor who types and presses Sign in before the app has started is signed in with what they typed', async ({ page }) => {
    const sent: unknown[] = [];
    await page.route('**/api/auth/login', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ access_token: 'e2e-session-token' }) });
    });
    await useSession(page, { ...ACTIVE_USER, lang: 'en' }, 'e2e-session-token');
    // useSession stores the token up front; this visitor has none until they sign in.
    await page.addInitScript(() => window.localStorage.removeItem('sw_access_token'));
    await page.goto('/login');
    await expect(page.locator('#root[data-prerendered="login"]')).toHaveCount(1);
    await page.getByLabel('Email').fill('anna@example.com');
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/workspaces$/);
    expect(sent).toEqual([{ email: 'anna@example.com', password: 'secret1' }]);
  });

  test('a member with a stored session does not see the form: the page waits for the app, which sends them on', async ({ page }) => {
    await useSession(page, { ...ACTIVE_USER, lang: 'en' });
    const answer = await holdCurrentUser(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    answer();
    await expect(page).toHaveURL(/\/account\/workspaces$/);
  });

  test('with a query string the sign-in page is rendered by the app, with what the query says', async ({ page }) => {
    await page.goto('/login?next=%2Faccount%2Fprofile');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?next=%2Faccount%2Fprofile');
    await expectNoA11yViolations(page);
  });

  test('the prerendered sign-in page passes the accessibility checks before and after the app starts', async ({ page }) => {
    await page.goto('/login');
    await expectNoA11yViolations(page);
    await startPrerenderedPage(page);
    await expectNoA11yViolations(page);
  });
});
