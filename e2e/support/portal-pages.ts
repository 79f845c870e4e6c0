/**
 * Every page of the portal, in both languages, for the journeys that look at all of them at once
 * (no horizontal overflow on a phone, tap-target sizes, `npm run screenshots`). Public and
 * guest-only pages are opened signed out; the account area and checkout by a real account that
 * owns a workspace on a paid plan, a saved card and a payment.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { TEST_CARDS, payWithNewCardThroughCheckout, type UserApi } from './billing';
import { signedInPage } from './signed-in-page';

export type Lang = 'ru' | 'en';

export interface PortalPage {
  /** A short name for reports and file names. */
  name: string;
  path: string;
}

const LANG_PREFIXED = [
  '/',
  '/about',
  '/features',
  '/features/task-flow',
  '/features/sprints',
  '/features/knowledge',
  '/features/time-tracking',
  '/features/workflow',
  '/privacy',
  '/terms',
];
const WITHOUT_PREFIX = ['/pricing', '/contacts', '/license', '/payments'];

function nameOf(path: string): string {
  return (
    path
      .replace(/^\/+|\?.*$/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-+$/, '') || 'index'
  );
}

/** Marketing pages and the not-found page: public, for everyone. */
export function publicPages(lang: Lang): PortalPage[] {
  const prefixed = LANG_PREFIXED.map((path) => (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path));
  return [...prefixed, ...WITHOUT_PREFIX, '/no-such-page'].map((path) => ({ name: nameOf(path.replace(/^\/en(?=\/|$)/, '')) || 'index', path }));
}

/** Sign-in pages a signed-out visitor sees. */
export function guestPages(): PortalPage[] {
  return ['/login', '/register', '/forget', '/reset-email-sent', '/restore/0000000000000000', '/unsubscribe'].map((path) => ({ name: nameOf(path), path }));
}

export interface PortalAccount {
  context: BrowserContext;
  page: Page;
  api: UserApi;
  workspaceId: number;
  subscription: string;
  payment: string;
}

/** An account with a workspace paid monthly on Pro (so it has a saved card and a payment). */
export async function portalAccount(browser: Browser): Promise<PortalAccount> {
  const { context, page, api } = await signedInPage(browser);
  const workspace = await api.createWorkspace('Orbit');
  const { subscription, payment } = await payWithNewCardThroughCheckout(page, workspace.id, 'pro', 'monthly', TEST_CARDS.visa);
  return { context, page, api, workspaceId: workspace.id, subscription, payment };
}

/** Switches the account's language (the user's language wins over the cookie once signed in). */
export async function useAccountLanguage(account: PortalAccount, lang: Lang): Promise<void> {
  const answer = await account.api.call('PUT', 'users/me', { first_name: 'Ada', last_name: 'Lovelace', lang });
  if (answer.status !== 200) throw new Error(`switching the language: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  await account.context.addCookies([{ name: 'sw_language', value: lang, url: account.page.url() }]);
}

/** Pages of the account area, the new-workspace wizard and the checkout. */
export function accountPages(account: PortalAccount): PortalPage[] {
  const { workspaceId, subscription, payment } = account;
  return [
    { name: 'account-workspaces', path: '/account/workspaces' },
    { name: 'account-profile', path: '/account/profile' },
    { name: 'account-cards', path: '/account/cards' },
    { name: 'account-payments', path: '/account/payments' },
    { name: 'workspace-plan', path: `/account/workspaces/${workspaceId}/plan` },
    { name: 'new-workspace', path: '/new-workspace' },
    { name: 'workspace-created', path: `/workspaces/${workspaceId}/created` },
    { name: 'checkout', path: `/subscriptions/payment?workspace=${workspaceId}&plan=premium&period=annual` },
    { name: 'payment-result', path: `/subscriptions/${subscription}/payment-result?payment=${payment}` },
    { name: 'payment-success', path: `/subscriptions/${subscription}/payment-success?payment=${payment}` },
  ];
}

/** Waits until the page shows its content: a main heading, and no loading placeholders left. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
