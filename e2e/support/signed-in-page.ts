import { expect, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { UserApi } from './billing';
import { codeIn, Mailbox, uniqueEmail } from './mailbox';
import { StackControl } from './stack-control';
import { startPrerenderedPagesAfterLoads } from './test';

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  account: Account;
  api: UserApi;
}

/** What the app keeps in localStorage for a signed-in user (shared/src/auth/token-storage.ts). */
const TOKEN_STORAGE_KEY = 'sw_access_token';
const AUTH_PROVIDER_STORAGE_KEY = 'sw_auth_provider';

/**
 * A fresh activated account signed in on a page of its own context, for a serial group of journeys
 * that continue one another (created in beforeAll, closed in afterAll). The account is registered and
 * activated through the API, and the context starts with the state a sign-in leaves (the HttpOnly
 * token cookie the API set, the token in localStorage): the journeys that use it are about what comes
 * after signing in. Registering and activating through the screens is proven by auth/sign-in.spec.ts,
 * account/workspaces.spec.ts and the others that call activeAccount.
 */
export async function signedInPage(browser: Browser, locale = 'en-US'): Promise<SignedInPage> {
  const baseURL = process.env.STEPWISE_E2E_BASE_URL;
  if (!baseURL) throw new Error('STEPWISE_E2E_BASE_URL is not set: run the tests through e2e/playwright.config.ts');
  const mailbox = new Mailbox((await StackControl.fromEnv().state()).urls.mail);
  const account: Account = { email: uniqueEmail(), password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' };
  const api = await request.newContext({ baseURL });
  let token: string;
  let cookies: Awaited<ReturnType<typeof api.storageState>>['cookies'];
  try {
    const registered = await api.post('/api/auth/register', {
      data: {
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        password: account.password,
        password_confirmation: account.password,
        lang: locale.startsWith('ru') ? 'ru' : 'en',
        accept: true,
      },
    });
    expect(registered.status()).toBe(201);
    token = ((await registered.json()) as { access_token: string }).access_token;
    const code = codeIn(await mailbox.waitFor(account.email, /code|код/i));
    const activated = await api.post('/api/users/activate', { headers: { authorization: `Bearer ${token}` }, data: { code } });
    expect(activated.status()).toBe(200);
    ({ cookies } = await api.storageState());
  } finally {
    await api.dispose();
  }
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies,
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: TOKEN_STORAGE_KEY, value: token },
            { name: AUTH_PROVIDER_STORAGE_KEY, value: 'password' },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  startPrerenderedPagesAfterLoads(page);
  await page.goto('/account/workspaces');
  await expect(page).toHaveURL(/\/account\/workspaces$/);
  return { context, page, account, api: await UserApi.of(page) };
}
