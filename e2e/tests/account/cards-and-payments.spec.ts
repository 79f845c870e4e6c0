/**
 * The account area's linked cards and payment history against the real API and the payment sandbox:
 * cards saved by paying, the history paged twenty at a time (newest first), unlinking a card with
 * its warning, in English and in Russian, and what the page says when the API refuses.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { TEST_CARDS, futureExpiry, payWithNewCardThroughCheckout, type UserApi } from '../../support/billing';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let session: SignedInPage;
let page: Page;
let api: UserApi;
let harbor: { id: number; name: string };
let lighthouse: { id: number; name: string };
const expiry = futureExpiry();

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  session = await signedInPage(browser);
  ({ page, api } = session);
  harbor = await api.createWorkspace('Harbor');
  lighthouse = await api.createWorkspace('Lighthouse');
  // Cards are saved only by paying with them in the provider's widget.
  await payWithNewCardThroughCheckout(page, harbor.id, 'pro', 'monthly', TEST_CARDS.visa);
  await payWithNewCardThroughCheckout(page, lighthouse.id, 'start', 'monthly', TEST_CARDS.mir);
});

test.afterAll(async () => {
  await session?.context.close();
});

test('the payment history shows twenty payments a page, newest first, with their status', async () => {
  const visa = (await api.cards()).find((card) => card.last4 === '4242')!;
  for (let index = 0; index < 19; index += 1) {
    expect((await api.payWithSavedCard(harbor.id, 'pro', 'monthly', visa.uuid)).status).toBe('charged');
  }
  // The newest: started, not paid.
  await api.initPayment(lighthouse.id, 'premium', 'annual');

  await page.goto('/account/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payments, page 1 of 2' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Lighthouse');
  await expect(rows.first()).toContainText('Premium');
  await expect(rows.first()).toContainText('Annual');
  await expect(rows.first()).toContainText('Pending');
  await expect(rows.nth(1)).toContainText('Harbor');
  await expect(rows.nth(1)).toContainText('Paid');
  await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(19);
  await expectNoA11yViolations(page);

  const pages = page.getByRole('navigation', { name: 'Payment history pages' });
  await pages.getByRole('link', { name: '2' }).click();
  await expect(page).toHaveURL(/\/account\/payments\?page=2$/);
  const second = page
    .getByRole('table', { name: 'Payments, page 2 of 2' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(second).toHaveCount(2);
  // The two oldest: the Mir payment for Lighthouse, then the first Visa payment for Harbor.
  await expect(second.nth(0)).toContainText('Lighthouse');
  await expect(second.nth(0)).toContainText('Start');
  await expect(second.nth(0)).toContainText('Paid');
  await expect(second.nth(1)).toContainText('Harbor');
  await expect(second.nth(1)).toContainText('Pro');
  await expect(second.nth(1)).toContainText('Monthly');
});

test('when the API refuses, the card stays and the page says it could not be unlinked', async () => {
  await page.goto('/account/cards');
  const mir = page.getByRole('listitem', { name: 'Mir •••• 0004' });
  await expect(mir).toContainText(`Expires ${expiry}`);
  await expect(mir).toContainText('Pays for the subscriptions of: Lighthouse');
  await expectNoA11yViolations(page);

  await page.route('**/api/cards/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal_error', message: 'Internal error' }) })
      : route.fallback(),
  );
  try {
    await mir.getByRole('button', { name: 'Unlink the card Mir •••• 0004' }).click();
    await page.getByRole('dialog', { name: 'Unlink the card Mir •••• 0004?' }).getByRole('button', { name: 'Unlink the card' }).click();
    await expect(page.getByTestId('toasts-assertive')).toContainText('Could not unlink the card. Contact the administration or try again later.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(mir).toBeVisible();
  } finally {
    await page.unroute('**/api/cards/*');
  }
  expect((await api.cards()).map((card) => card.last4).sort()).toEqual(['0004', '4242']);
});

test('unlinking warns about renewals, then the card is gone (English)', async () => {
  await page.goto('/account/cards');
  await page.getByRole('button', { name: 'Unlink the card Mir •••• 0004' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink the card Mir •••• 0004?' });
  await expect(dialog).toContainText('Subscriptions tied to this card will not be able to renew automatically.');
  await expect(dialog).toContainText('The card pays for the subscriptions of: Lighthouse.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Unlink the card' }).click();

  await expect(page.getByTestId('toasts-polite')).toContainText('The card has been successfully unlinked');
  await expect(page.getByRole('listitem', { name: 'Mir •••• 0004' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Visa •••• 4242' })).toBeVisible();
  expect((await api.cards()).map((card) => card.last4)).toEqual(['4242']);
  expect((await api.subscription(lighthouse.id)).card).toBeNull();
});

test('unlinking in the Russian interface says so in Russian', async () => {
  await page.goto('/account/profile');
  await page.getByLabel('Interface language').selectOption('ru');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Привязанные карты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Привязанные карты' })).toBeVisible();
  await page.getByRole('button', { name: 'Отвязать карту Visa •••• 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отвязать карту Visa •••• 4242?' });
  await expect(dialog).toContainText('Подписки, привязанные к этой карте, не смогут продлеваться автоматически.');
  await dialog.getByRole('button', { name: 'Отвязать карту' }).click();

  await expect(page.getByTestId('toasts-polite')).toContainText('Карта успешно отвязана');
  await expect(page.getByRole('heading', { name: 'Привязанных карт нет' })).toBeVisible();
  expect(await api.cards()).toEqual([]);
});
