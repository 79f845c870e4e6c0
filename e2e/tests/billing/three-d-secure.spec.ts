/**
 * A card that asks for 3-D Secure: the bank's challenge inside the widget (a wrong code fails, 1234
 * pays), and a challenge interrupted by closing the widget, resumed from the result page on the
 * bank's page opened top-level.
 */
import type { Page } from '@playwright/test';
import {
  SETTLE_TIMEOUT,
  TEST_CARDS,
  THREE_DS_CODE,
  answerChallenge,
  cardWidget,
  checkoutPath,
  chooseMethod,
  expectPaymentSuccess,
  payInWidget,
  type UserApi,
} from '../../support/billing';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let session: SignedInPage;
let page: Page;
let api: UserApi;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signedInPage(browser);
  ({ page, api } = session);
});

test.afterAll(async () => {
  await session?.context.close();
});

async function payWithChallengeCard(workspaceId: number) {
  await page.goto(checkoutPath(workspaceId, 'pro', 'monthly'));
  await chooseMethod(page, 'With a new card');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await payInWidget(page, TEST_CARDS.threeDs);
  await expect(cardWidget(page).getByText('Sandbox Bank · 3-D Secure')).toBeVisible();
}

test('a wrong code fails the payment and the result page says so; the right code pays', async () => {
  const workspace = await api.createWorkspace('Quasar');
  await payWithChallengeCard(workspace.id);
  await answerChallenge(cardWidget(page), '9999');

  const status = page.getByRole('status').filter({ hasText: 'The payment was declined' });
  await expect(status).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await expect(status).toContainText('The payment was not confirmed with the code from your bank. Try again or use another card.');
  expect((await api.call('GET', `workspaces/${workspace.id}/subscription`)).status).toBe(404);

  await page.getByRole('link', { name: 'Try another card' }).click();
  await chooseMethod(page, 'With a new card');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await payInWidget(page, TEST_CARDS.threeDs);
  await answerChallenge(cardWidget(page), THREE_DS_CODE);
  await expectPaymentSuccess(page);
  expect(await api.subscription(workspace.id)).toMatchObject({ plan: 'pro', status: 'active', card: { last4: '3220' } });
});

test('closing the widget during the challenge: the result page resumes it on the bank’s page, and it pays', async ({ stack }) => {
  const sandboxPort = String((await stack.state()).ports['payment-sandbox']);
  const workspace = await api.createWorkspace('Pulsar');
  await payWithChallengeCard(workspace.id);
  await page.getByTestId('payment-widget').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('payment-widget')).toHaveCount(0);

  await expect(page).toHaveURL(/\/subscriptions\/payment-result\?payment=/);
  const resultUrl = page.url();
  const status = page.getByRole('status').filter({ hasText: 'Your bank asks you to confirm the payment' });
  await expect(status).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await expect(status).toContainText('The confirmation was interrupted.');

  await page.getByRole('link', { name: 'Continue confirmation' }).click();
  await expect(page).toHaveURL((url) => url.port === sandboxPort && /^\/3ds\/\d+$/.test(url.pathname) && url.searchParams.get('return') === resultUrl);
  await answerChallenge(page, THREE_DS_CODE);

  await expect(page).toHaveURL(/\/payment-success\?payment=/, { timeout: SETTLE_TIMEOUT });
  await expectPaymentSuccess(page);
  expect(await api.subscription(workspace.id)).toMatchObject({ plan: 'pro', status: 'active' });
});
