/**
 * One office, one address: after many wrong passwords from it, a colleague whose browser signed in
 * before still signs in at once, and a browser new to the account passes a short check ("Checking…")
 * instead of being refused — also when Sign in is pressed before the prerendered page went live.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { codeIn, Mailbox, uniqueEmail } from '../../support/mailbox';
import { expect, startPrerenderedPagesAfterLoads, test } from '../../support/test';

const PASSWORD = 'correct horse battery';

const TEXT = {
  ru: { locale: 'ru-RU', signIn: 'Войти', checking: 'Проверяем…', email: 'Email', password: 'Пароль', logOut: 'Выйти' },
  en: { locale: 'en-US', signIn: 'Sign in', checking: 'Checking…', email: 'Email', password: 'Password', logOut: 'Log out' },
} as const;

/** An address of the benchmarking range, new for each run: this journey's office. */
function officeAddress(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** An active account registered from the office (through the API: the journey is about signing in). */
async function activeAccount(request: APIRequestContext, mailbox: Mailbox, office: string, lang: 'ru' | 'en') {
  const email = uniqueEmail('office');
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': office },
    data: { first_name: 'Анна', last_name: 'Петрова', email, password: PASSWORD, password_confirmation: PASSWORD, lang, accept: true },
  });
  expect(registered.status()).toBe(201);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const code = codeIn(await mailbox.waitFor(email, /code|код/i));
  const activated = await request.post('/api/users/activate', { headers: { authorization: `Bearer ${token}` }, data: { code } });
  expect(activated.status()).toBe(200);
  return email;
}

/** Colleagues at the office mistype their passwords until the address is over its limit (10 in this stack). */
async function officeTypos(request: APIRequestContext, office: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await request.post('/api/auth/login', {
      headers: { 'x-forwarded-for': office },
      data: { email: uniqueEmail('typo'), password: 'mistyped' },
    });
    expect(response.status()).toBe(401);
  }
  const next = await request.post('/api/auth/login', { headers: { 'x-forwarded-for': office }, data: { email: uniqueEmail('typo'), password: 'mistyped' } });
  expect(next.status()).toBe(429);
  expect(await next.json()).toMatchObject({ code: 'proof_of_work_required' });
}

async function browserAt(browser: Browser, office: string, lang: 'ru' | 'en') {
  const context = await browser.newContext({ locale: TEXT[lang].locale, extraHTTPHeaders: { 'x-forwarded-for': office } });
  return { context, page: await context.newPage() };
}

/** What the page sent to /api/auth/login, and with which status each came back. */
function recordSignIns(page: Page) {
  const sent: Array<{ body: Record<string, unknown>; status: number }> = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/api/auth/login')) return;
    const response = await request.response();
    sent.push({ body: request.postDataJSON() as Record<string, unknown>, status: response?.status() ?? 0 });
  });
  return sent;
}

async function fillSignIn(page: Page, lang: 'ru' | 'en', email: string) {
  await page.getByLabel(TEXT[lang].email).fill(email);
  await page.getByLabel(TEXT[lang].password).fill(PASSWORD);
}

for (const lang of ['ru', 'en'] as const) {
  test.describe(`an office over its limit of wrong passwords (${lang})`, () => {
    let mailbox: Mailbox;
    test.beforeEach(async ({ stack }) => {
      mailbox = new Mailbox((await stack.state()).urls.mail);
    });

    test('a browser that signed in before signs in at once', async ({ browser, request }) => {
      test.setTimeout(90_000);
      const office = officeAddress();
      const email = await activeAccount(request, mailbox, office, lang);
      const { context, page } = await browserAt(browser, office, lang);
      startPrerenderedPagesAfterLoads(page);

      // Monday: Anna signs in from the office, then signs out.
      await page.goto('/login');
      await fillSignIn(page, lang, email);
      await page.getByRole('button', { name: TEXT[lang].signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/account\/workspaces$/);
      await page.getByTestId('user-menu-button').click();
      await page.getByRole('button', { name: TEXT[lang].logOut }).click();
      await expect(page).toHaveURL(/\/login/);

      // Tuesday: the office's typos put its address over the limit; Anna's browser is not held back.
      await officeTypos(request, office);
      const signIns = recordSignIns(page);
      await page.goto('/login');
      await expectNoA11yViolations(page);
      await fillSignIn(page, lang, email);
      await page.getByRole('button', { name: TEXT[lang].signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/account\/workspaces$/);
      expect(signIns).toEqual([{ body: { email, password: PASSWORD }, status: 200 }]);
      await context.close();
    });

    test('a new browser pressed Sign in before the page went live: it passes a short check, the button in its place', async ({ browser, request }) => {
      test.setTimeout(90_000);
      const office = officeAddress();
      const email = await activeAccount(request, mailbox, office, lang);
      await officeTypos(request, office);
      const { context, page } = await browserAt(browser, office, lang);
      const signIns = recordSignIns(page);
      // The attempt with the solved challenge waits until the check has been looked at.
      let release!: () => void;
      const looked = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/login', async (route) => {
        if ((route.request().postDataJSON() as { proof_of_work?: unknown }).proof_of_work) await looked;
        await route.continue();
      });

      await page.goto('/login');
      await expect(page.locator('#root[data-prerendered="login"]')).toHaveCount(1);
      await fillSignIn(page, lang, email);
      const button = page.getByRole('button', { name: TEXT[lang].signIn, exact: true });
      const before = await button.boundingBox();
      await button.click();

      const checking = page.getByRole('button', { name: TEXT[lang].checking });
      await expect(checking).toBeVisible({ timeout: 20_000 });
      expect(await checking.boundingBox()).toEqual(before);
      await expect(page.getByRole('status').filter({ hasText: lang === 'ru' ? 'проверку' : 'check' })).toHaveCount(1);
      await expectNoA11yViolations(page);
      release();

      await expect(page).toHaveURL(/\/account\/workspaces$/);
      expect(signIns.map(({ body, status }) => ({ proof: 'proof_of_work' in body, status }))).toEqual([
        { proof: false, status: 429 },
        { proof: true, status: 200 },
      ]);
      await context.close();
    });
  });
}
