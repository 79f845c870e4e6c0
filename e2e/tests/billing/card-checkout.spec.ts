/**
 * Paying for a plan with a card through the whole stack and the payment sandbox: a new card in the
 * provider's widget, a decline and another card, a saved card without the widget, and changing the
 * card that renews a subscription. One account, each journey continuing the previous one.
 */
import type { Page, Request } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import {
  SETTLE_TIMEOUT,
  TEST_CARDS,
  cardWidget,
  chooseMethod,
  expectPaymentSuccess,
  futureExpiry,
  longDateEn,
  payInWidget,
  rubEn,
  type UserApi,
} from '../../support/billing';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let session: SignedInPage;
let page: Page;
let api: UserApi;
const workspaces: Record<'orbit' | 'nimbus' | 'comet', { id: number; name: string }> = {} as never;
let prices: Record<string, { monthly: number; annual: number }>;
const expiry = futureExpiry();

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signedInPage(browser);
  ({ page, api } = session);
  workspaces.orbit = await api.createWorkspace('Orbit');
  workspaces.nimbus = await api.createWorkspace('Nimbus');
  workspaces.comet = await api.createWorkspace('Comet');
  prices = Object.fromEntries((await api.plans()).map((plan) => [plan.code, plan.prices]));
});

test.afterAll(async () => {
  await session?.context.close();
});

function widgetScriptRequests(): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/widget.js') seen.push(request);
  });
  return seen;
}

test('a new card: plan page → checkout → the widget → success; the plan, the card and the payment show it', async () => {
  const widgetRequests = widgetScriptRequests();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await page.goto(`/account/workspaces/${workspaces.orbit.id}/plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plan of Orbit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current plan: Free' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByRole('link', { name: 'Choose the plan Pro' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscriptions/payment\\?workspace=${workspaces.orbit.id}&plan=pro&period=monthly$`));

  // Step 1: without saved cards there is no saved-card choice.
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Payment method' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'With a new card' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'With a saved card' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'By bank transfer (legal entities)' })).toBeVisible();
  await expectNoA11yViolations(page);
  await chooseMethod(page, 'With a new card');

  // Step 2: what is being paid for.
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText('Orbit');
  await expect(summary).toContainText('Pro');
  await expect(summary).toContainText('Monthly');
  await expect(page.getByTestId('order-amount')).toHaveText(rubEn(prices.pro.monthly));
  await expectNoA11yViolations(page);
  expect(widgetRequests, 'the widget script is loaded only once the card is asked for').toHaveLength(0);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const widget = cardWidget(page);
  await expect(widget.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await expect(widget.getByTestId('widget-amount')).toHaveText(`RUB ${prices.pro.monthly.toLocaleString('en-US')}`);
  expect(widgetRequests.length).toBeGreaterThan(0);
  await payInWidget(page, TEST_CARDS.visa);

  const { subscription } = await expectPaymentSuccess(page);
  expect(visited).toContain('/subscriptions/payment-result');
  const live = await api.subscription(workspaces.orbit.id);
  expect(live).toMatchObject({ uuid: subscription, plan: 'pro', status: 'active', card: { last4: '4242' } });
  const daysAhead = (Date.parse(live.end_date) - Date.now()) / 86_400_000;
  expect(daysAhead).toBeGreaterThan(27);
  expect(daysAhead).toBeLessThan(32);
  await expect(page.getByText('Plan: Pro')).toBeVisible();
  await expect(page.getByText(`Paid until ${longDateEn(live.end_date)}`)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Workspace plan' }).click();
  await expect(page.getByRole('heading', { name: 'Current plan: Pro' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current plan: Pro' });
  await expect(current.getByRole('definition').first()).toHaveText('Active');
  await expect(current).toContainText(`Expires${longDateEn(live.end_date)}`);
  await expect(page.getByRole('region', { name: 'Payment card' })).toContainText(`Renewals are paid with Visa •••• 4242 (expires ${expiry}).`);
  await expectNoA11yViolations(page);

  await page.goto('/account/cards');
  const card = page.getByRole('listitem', { name: 'Visa •••• 4242' });
  await expect(card).toContainText(`Expires ${expiry}`);
  await expect(card).toContainText('Pays for the subscriptions of: Orbit');

  await page.goto('/account/payments');
  const row = page.getByRole('row').filter({ hasText: 'Orbit' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pro');
  await expect(row).toContainText('Monthly');
  await expect(row).toContainText(prices.pro.monthly.toLocaleString('en-US'));
  await expect(row).toContainText('Paid');
});

test('a declined card: the result page says why, and another card pays', async () => {
  await page.goto(`/subscriptions/payment?workspace=${workspaces.nimbus.id}&plan=start&period=annual`);
  await chooseMethod(page, 'With a new card');
  await expect(page.getByTestId('order-amount')).toHaveText(rubEn(prices.start.annual));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await payInWidget(page, TEST_CARDS.insufficientFunds);

  await expect(page).toHaveURL(/\/subscriptions\/payment-result\?payment=/);
  const status = page.getByRole('status').filter({ hasText: 'The payment was declined' });
  await expect(status).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await expect(status).toContainText('There is not enough money on the card. Top it up or use another card.');
  await expect(page.getByText(`Nimbus · Start · Annual · ${rubEn(prices.start.annual)}`)).toBeVisible();
  await expect(page.getByTestId('payment-widget')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Try another card' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscriptions/payment\\?workspace=${workspaces.nimbus.id}&plan=start&period=annual$`));
  await expect(page.getByRole('radio', { name: 'With a saved card' })).toBeVisible();
  await chooseMethod(page, 'With a new card');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await payInWidget(page, TEST_CARDS.mastercard);
  await expectPaymentSuccess(page);
  expect(await api.subscription(workspaces.nimbus.id)).toMatchObject({ plan: 'start', status: 'active', card: { last4: '4444' } });
});

test('a saved card pays without the widget', async () => {
  const widgetFrames: string[] = [];
  page.on('frameattached', (frame) => widgetFrames.push(frame.url()));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) widgetFrames.push(frame.url());
  });

  await page.goto(`/subscriptions/payment?workspace=${workspaces.comet.id}&plan=premium&period=monthly`);
  await chooseMethod(page, 'With a saved card');
  const choice = page.getByRole('group', { name: 'Which card?' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await choice.getByRole('radio', { name: `Mastercard •••• 4444, expires ${expiry}` }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expectPaymentSuccess(page);
  await expect(page.getByText('Plan: Premium')).toBeVisible();
  expect(widgetFrames.filter((url) => url.includes('/widget/form'))).toEqual([]);
  expect(await api.subscription(workspaces.comet.id)).toMatchObject({ plan: 'premium', status: 'active', card: { last4: '4444' } });
});

test('the plan page changes the card that renews the subscription', async () => {
  await page.goto(`/account/workspaces/${workspaces.orbit.id}/plan`);
  const cardPanel = page.getByRole('region', { name: 'Payment card' });
  await expect(cardPanel).toContainText('Renewals are paid with Visa •••• 4242');
  await cardPanel.getByLabel('Saved card').selectOption({ label: `Mastercard •••• 4444, expires ${expiry}` });
  await cardPanel.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.getByText('The card has been changed')).toBeVisible();
  await expect(cardPanel).toContainText(`Renewals are paid with Mastercard •••• 4444 (expires ${expiry}).`);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment card' })).toContainText('Renewals are paid with Mastercard •••• 4444');
  expect((await api.subscription(workspaces.orbit.id)).card).toMatchObject({ last4: '4444' });
});
