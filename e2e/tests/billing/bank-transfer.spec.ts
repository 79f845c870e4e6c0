/**
 * Paying by bank transfer as a legal entity: the company form and its checks, the invoice and its
 * PDF, and the operator confirming the transfer, after which the subscription is active.
 */
import { readFile } from 'node:fs/promises';
import { expectNoA11yViolations } from '../../support/axe';
import { SETTLE_TIMEOUT, UserApi, checkoutPath, chooseMethod, confirmBankTransfer, expectPaymentSuccess, operatorConfirmUrl } from '../../support/billing';
import { activeAccount } from '../../support/accounts';
import { Mailbox } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test.use({ locale: 'en-US' });

const COMPANY = {
  companyName: 'ООО «Вектор»',
  itn: '7707083893',
  iec: '773601001',
  customerName: 'Мария Петрова',
  phone: '+7 495 123-45-67',
  zipcode: '117312',
  region: 'Москва',
  city: 'Москва',
  address: 'ул. Вавилова, д. 19',
  unit: 'офис 4',
};

test('bank transfer: the form checks the INN, issues an invoice with a PDF, and the operator’s confirmation activates the plan', async ({
  page,
  stack,
  request,
}) => {
  test.setTimeout(90_000);
  await activeAccount(page, new Mailbox((await stack.state()).urls.mail));
  const api = await UserApi.of(page);
  const workspace = await api.createWorkspace('Vector');

  // The API applies the same checks as the form.
  const refused = await api.call<{ code: string; fields?: Record<string, string> }>('POST', 'payment/bank-transfer', {
    workspace_id: workspace.id,
    plan: 'pro',
    price_type: 'annual',
    idempotency_key: crypto.randomUUID(),
    companyName: COMPANY.companyName,
    customerName: COMPANY.customerName,
    customerPhone: '+74951234567',
    itn: '7707083894',
    iec: COMPANY.iec,
    region: COMPANY.region,
    city: COMPANY.city,
    address: COMPANY.address,
    zipcode: COMPANY.zipcode,
    mailAddress: null,
  });
  expect(refused.status).toBe(400);
  expect(refused.body.fields).toMatchObject({ itn: 'itn_invalid' });

  await page.goto(checkoutPath(workspace.id, 'pro', 'annual'));
  // Step 1 already shows the order, a real contact and the card panel.
  await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@stepwise.app' })).toHaveAttribute('href', 'mailto:support@stepwise.app');
  await expect(page.getByTestId('payment-security')).toBeVisible();
  await chooseMethod(page, 'By bank transfer (legal entities)');
  const form = page.getByRole('form', { name: 'Company details' });
  await expect(form).toBeVisible();
  // No card is entered on the bank-transfer step: no card-security panel beside it.
  await expect(page.getByTestId('payment-security')).toBeHidden();
  await expect(page.getByRole('link', { name: "Back to the workspace's plan" })).toBeVisible();
  await expectNoA11yViolations(page);

  await form.getByRole('button', { name: 'Get the invoice' }).click();
  await expect(form.getByText('Enter the company name')).toBeVisible();
  await expect(form.getByText('Enter the INN', { exact: true })).toBeVisible();
  await expect(form.getByText('Enter the postcode')).toBeVisible();

  await form.getByLabel('Company name').fill(COMPANY.companyName);
  await form.getByLabel('INN', { exact: true }).fill('7707083894');
  await form.getByLabel('KPP', { exact: true }).fill(COMPANY.iec);
  await form.getByLabel('Contact person').fill(COMPANY.customerName);
  await form.getByLabel('Phone', { exact: true }).fill(COMPANY.phone);
  await form.getByLabel('Postcode').fill(COMPANY.zipcode);
  await form.getByLabel('Region').fill(COMPANY.region);
  await form.getByLabel('City').fill(COMPANY.city);
  await form.getByLabel('Street and building').fill(COMPANY.address);
  await form.getByLabel('Office or apartment').fill(COMPANY.unit);
  await expect(form.getByLabel('The mail address is the same as the legal address')).toBeChecked();
  await form.getByRole('button', { name: 'Get the invoice' }).click();
  await expect(form.getByText('This INN is not valid: check the digits')).toBeVisible();
  await expect(form.getByLabel('INN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await form.getByLabel('INN', { exact: true }).fill(COMPANY.itn);
  await form.getByRole('button', { name: 'Get the invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Result' })).toBeVisible();
  const issued = page.getByText(/^Invoice СЧ-\d{4}-\d+ has been issued\.$/);
  await expect(issued).toBeVisible();
  const invoiceNumber = /(СЧ-\d{4}-\d+)/.exec((await issued.textContent()) ?? '')![1];
  expect(invoiceNumber.startsWith(`СЧ-${new Date().getFullYear()}-`)).toBe(true);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);

  await page.getByRole('link', { name: 'Follow the payment' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting for your transfer' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(`Invoice ${invoiceNumber}`);
  await expectNoA11yViolations(page);
  expect((await api.call('GET', `workspaces/${workspace.id}/subscription`)).status).toBe(404);

  // The public origin does not lead to the operator routes, even with the operator's token.
  const throughPublicOrigin = await request.post(`/api/operator/bank-transfers/${encodeURIComponent(invoiceNumber)}/confirm`, {
    headers: { authorization: `Bearer ${process.env.STEPWISE_E2E_OPERATOR_TOKEN}` },
  });
  expect(throughPublicOrigin.status()).toBe(404);
  // On the operator listener only the operator's token confirms; the right one activates the subscription.
  const unauthorised = await request.post(operatorConfirmUrl(invoiceNumber), { headers: { authorization: 'Bearer not-the-operator-token' } });
  expect(unauthorised.status()).toBe(401);
  expect((await confirmBankTransfer(request, 'СЧ-1999-999999')).status).toBe(404);
  const confirmed = await confirmBankTransfer(request, invoiceNumber);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.status).toBe('confirmed');

  // The result page was waiting for it.
  await expectPaymentSuccess(page);
  await page.getByRole('link', { name: 'Workspace plan' }).click();
  await expect(page.getByRole('heading', { name: 'Current plan: Pro' })).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Current plan: Pro' }).getByRole('definition').first()).toHaveText('Active');
  expect(await api.subscription(workspace.id)).toMatchObject({ plan: 'pro', status: 'active' });
  expect((await confirmBankTransfer(request, invoiceNumber)).body.status).toBe('already_confirmed');
});
