import type { Browser, BrowserContext, Page } from '@playwright/test';
import { activeAccount, type Account } from './accounts';
import { UserApi } from './billing';
import { Mailbox } from './mailbox';
import { StackControl } from './stack-control';
import { startPrerenderedPagesAfterLoads } from './test';

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  account: Account;
  api: UserApi;
}

/**
 * A fresh activated account signed in on a page of its own context, for a serial group of journeys
 * that continue one another (created in beforeAll, closed in afterAll).
 */
export async function signedInPage(browser: Browser, locale = 'en-US'): Promise<SignedInPage> {
  const baseURL = process.env.STEPWISE_E2E_BASE_URL;
  if (!baseURL) throw new Error('STEPWISE_E2E_BASE_URL is not set: run the tests through e2e/playwright.config.ts');
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  startPrerenderedPagesAfterLoads(page);
  const mailbox = new Mailbox((await StackControl.fromEnv().state()).urls.mail);
  const account = await activeAccount(page, mailbox);
  return { context, page, account, api: await UserApi.of(page) };
}
