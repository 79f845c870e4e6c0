/**
 * The embeddable checkout on the sandbox's example integrator page (another origin): signing in
 * inside the frame, paying with the widget nested in it, the integrator following the messages; and
 * a page of an origin that is not allowed cannot frame it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { WCAG_TAGS } from '../../support/axe';
import { TEST_CARDS, cardWidget, chooseMethod, payInWidget } from '../../support/billing';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let session: SignedInPage;
let workspace: { id: number; name: string };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signedInPage(browser);
  workspace = await session.api.createWorkspace('Acme team');
});

test.afterAll(async () => {
  await session?.context.close();
});

async function openCheckout(page: Page, integratorUrl: string): Promise<FrameLocator> {
  await page.goto(integratorUrl);
  await page.getByLabel('Workspace id').fill(String(workspace.id));
  await page.getByLabel('Plan').selectOption({ label: 'Pro' });
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByRole('button', { name: 'Open checkout' }).click();
  return page.frameLocator('[data-testid="integrator-checkout"]');
}

test('without a session the frame asks to sign in, then shows the checkout', async ({ browser, stack }) => {
  const { urls } = await stack.state();
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const checkout = await openCheckout(page, urls['payment-integrator']);
    await checkout.getByLabel('Email').fill(session.account.email);
    await checkout.getByLabel('Password').fill(session.account.password);
    await checkout.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(checkout.getByRole('heading', { name: 'Step 1 of 3: Payment method' })).toBeVisible();
    await expect(checkout.getByRole('heading', { level: 1, name: 'Subscription payment' })).toBeVisible();
    await expect(page.getByTestId('integrator-status')).toHaveText('Checkout loaded. Waiting for the payment…');
  } finally {
    await context.close();
  }
});

test('a page of an origin that is not allowed cannot frame the checkout', async ({ page, stack, baseURL }) => {
  const { ports, urls } = await stack.state();
  const outsider = `http://localhost:${ports['payment-sandbox']}`;
  const embedUrl = `${baseURL}/embed/subscriptions/payment?workspace=${workspace.id}&plan=pro&period=monthly&origin=${encodeURIComponent(outsider)}`;
  await page.route(`${outsider}/outsider.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Outsider</title><h1>Outsider</h1><iframe title="Stepwise checkout" src="${embedUrl}"></iframe>`,
    }),
  );
  // What the server says about who may frame it…
  const response = await page.request.get(embedUrl);
  const policy = response.headers()['content-security-policy'] ?? '';
  const frameAncestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(frameAncestors).toContain(urls['payment-integrator']);
  expect(frameAncestors).not.toContain(outsider);
  expect(frameAncestors).not.toContain('*');

  // …and what the browser does with it.
  await page.goto(`${outsider}/outsider.html`);
  await expect(page.getByRole('heading', { name: 'Outsider' })).toBeVisible();
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Subscription payment' })).toHaveCount(0);
});

test('with a session the checkout opens at once; a card in the nested widget pays and the integrator is told', async ({ stack }) => {
  const { urls } = await stack.state();
  const { page } = session;
  const checkout = await openCheckout(page, urls['payment-integrator']);
  await expect(checkout.getByRole('heading', { name: 'Step 1 of 3: Payment method' })).toBeVisible();
  await expect(page.getByTestId('integrator-status')).toHaveText('Checkout loaded. Waiting for the payment…');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('[data-testid="integrator-checkout"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  await chooseMethod(checkout, 'With a new card');
  await expect(checkout.getByTestId('order-amount')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cardWidget(checkout).getByLabel('Card number'), 'the provider’s card form opens inside the embedded checkout').toBeVisible({ timeout: 10_000 });
  await payInWidget(checkout, TEST_CARDS.visa);

  const status = page.getByTestId('integrator-status');
  await expect(status).toHaveText(/^Payment complete: [0-9a-f-]{36} \(subscription [0-9a-f-]{36}\)$/, { timeout: 20_000 });
  const paymentUuid = await status.getAttribute('data-payment');
  const payment = await session.api.payment(paymentUuid!);
  expect(payment.status).toBe('charged');
  const subscription = await session.api.subscription(workspace.id);
  expect(subscription).toMatchObject({ plan: 'pro', status: 'active' });
  await expect(status).toContainText(subscription.uuid);
  await expect(checkout.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'My workspaces' })).toHaveCount(0);
});
