/**
 * Billing journeys' helpers: calls to the real API with the signed-in user's token (for setting up
 * what a journey does not test), the checkout's steps, and the payment sandbox's card widget.
 */
import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';

/** The sandbox's test cards (docs/payments.md §2). */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  mir: '2200 0000 0000 0004',
  threeDs: '4000 0000 0000 3220',
  doNotHonor: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export const THREE_DS_CODE = '1234';

/** A card expiry date three years ahead, as MM/YY. */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export type Period = 'monthly' | 'annual';
export type PaidPlan = 'start' | 'pro' | 'premium' | 'flex' | 'corporate';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** The API as the signed-in user of `page` calls it (its token from localStorage), through the public origin. */
export class UserApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(page: Page): Promise<UserApi> {
    const token = await page.evaluate(() => localStorage.getItem('sw_access_token'));
    if (!token) throw new Error('no sw_access_token in localStorage: sign in first');
    return new UserApi(page.request, token);
  }

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const response = await this.request.fetch(`/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}` },
      ...(body !== undefined ? { data: body } : {}),
    });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
  }

  private async expectStatus<T>(answer: Promise<ApiAnswer<T>>, expected: number[], what: string): Promise<T> {
    const { status, body } = await answer;
    if (!expected.includes(status)) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
    return body;
  }

  /** A workspace of which the user is the owner; its domain is unique per call. */
  async createWorkspace(name: string): Promise<{ id: number; name: string }> {
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    return this.expectStatus(
      this.call<{ id: number; name: string }>('POST', 'workspaces', { name, domain, department: 'software', team_size: '5', role: 'team_lead' }),
      [201],
      'creating a workspace',
    );
  }

  async cards(): Promise<Array<{ uuid: string; brand: string; last4: string; exp_month: number; exp_year: number }>> {
    return (
      await this.expectStatus(
        this.call<{ data: Array<{ uuid: string; brand: string; last4: string; exp_month: number; exp_year: number }> }>('GET', 'cards'),
        [200],
        'listing the cards',
      )
    ).data;
  }

  async subscription(workspaceId: number): Promise<{ uuid: string; plan: string; status: string; end_date: string; card: { last4: string } | null }> {
    return this.expectStatus(this.call('GET', `workspaces/${workspaceId}/subscription`), [200], 'reading the subscription');
  }

  async payment(uuid: string): Promise<{ uuid: string; status: string; invoice_number: string | null }> {
    return this.expectStatus(this.call('GET', `payment/${uuid}`), [200], 'reading the payment');
  }

  /** A pending card payment (what the checkout's Pay button starts). */
  async initPayment(workspaceId: number, plan: PaidPlan, period: Period): Promise<{ uuid: string; status: string }> {
    return this.expectStatus(
      this.call('POST', 'payment/init', { workspace_id: workspaceId, plan, price_type: period, idempotency_key: crypto.randomUUID() }),
      [200, 201],
      'starting a payment',
    );
  }

  /** Pays one period with a saved card, without the widget; resolves to the payment as charged or declined. */
  async payWithSavedCard(workspaceId: number, plan: PaidPlan, period: Period, cardUuid: string): Promise<{ uuid: string; status: string }> {
    const payment = await this.initPayment(workspaceId, plan, period);
    return this.expectStatus(
      this.call('POST', 'payment/with-card', { uuid: payment.uuid, card_uuid: cardUuid, idempotency_key: crypto.randomUUID() }),
      [200],
      'paying with a saved card',
    );
  }

  async plans(): Promise<Array<{ code: string; prices: { monthly: number; annual: number } }>> {
    return (
      await this.expectStatus(
        this.call<{ data: Array<{ code: string; prices: { monthly: number; annual: number } }> }>('GET', 'plans'),
        [200],
        'listing the plans',
      )
    ).data;
  }
}

/** The operator's confirmation URL of an invoice, on the API's operator listener (docs/operations.md). */
export function operatorConfirmUrl(invoiceNumber: string): string {
  const operatorUrl = process.env.STEPWISE_E2E_OPERATOR_URL;
  if (!operatorUrl) throw new Error('STEPWISE_E2E_OPERATOR_URL is not set: run the tests through e2e/playwright.config.ts');
  return `${operatorUrl}/api/operator/bank-transfers/${encodeURIComponent(invoiceNumber)}/confirm`;
}

/** Confirms receipt of a bank transfer as the operator does (docs/payments.md §6). */
export async function confirmBankTransfer(
  request: APIRequestContext,
  invoiceNumber: string,
): Promise<ApiAnswer<{ status: string; subscription: string | null }>> {
  const token = process.env.STEPWISE_E2E_OPERATOR_TOKEN;
  if (!token) throw new Error('STEPWISE_E2E_OPERATOR_TOKEN is not set: run the tests through e2e/playwright.config.ts');
  const response = await request.post(operatorConfirmUrl(invoiceNumber), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), body: await response.json() };
}

/** "RUB 3,990" as the English screens write roubles (shared formatRub). */
export function rubEn(amount: number): string {
  return `RUB ${amount.toLocaleString('en-US')}`;
}

/** "June 5, 2026" as the English screens write dates (in this machine's time zone, as the browser's). */
export function longDateEn(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export function checkoutPath(workspaceId: number, plan: PaidPlan, period: Period): string {
  return `/subscriptions/payment?workspace=${workspaceId}&plan=${plan}&period=${period}`;
}

/** Step 1 of the checkout: choose how to pay and go on to step 2. */
export async function chooseMethod(page: Page | FrameLocator, method: 'With a new card' | 'With a saved card' | 'By bank transfer (legal entities)') {
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Payment method' })).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();
}

/** The sandbox's card form inside the widget's iframe, as opened on `host` (a page or the frame that opened it). */
export function cardWidget(host: Page | FrameLocator): FrameLocator {
  return host.frameLocator('iframe[title="Card payment"]');
}

/** Fills the widget's card form and pays. */
export async function payInWidget(host: Page | FrameLocator, cardNumber: string) {
  const widget = cardWidget(host);
  await widget.getByLabel('Card number').fill(cardNumber);
  await widget.getByLabel('Expiry date (MM/YY)').fill(futureExpiry());
  await widget.getByLabel('CVC').fill('123');
  await widget.getByLabel('Cardholder name').fill('ADA LOVELACE');
  await widget.getByRole('button', { name: /^Pay / }).click();
}

/** Answers the 3-D Secure challenge (inside the widget, or on the bank's page opened top-level). */
export async function answerChallenge(host: Page | FrameLocator, code: string) {
  await expect(host.getByRole('heading', { name: 'Enter the code from the SMS' })).toBeVisible();
  await host.getByLabel('SMS code').fill(code);
  await host.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * The result page once the notification round trip is over (provider → API → the page's polling,
 * every 2 s): generous, but bounded.
 */
export const SETTLE_TIMEOUT = 20_000;

/** Waits for the success page a charged payment leads to, and returns its subscription uuid. */
export async function expectPaymentSuccess(page: Page) {
  await expect(page).toHaveURL(/\/subscriptions\/[0-9a-f-]{36}\/payment-success\?payment=[0-9a-f-]{36}$/, { timeout: SETTLE_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('The payment has been received and the subscription is active.')).toBeVisible();
  const match = /\/subscriptions\/([0-9a-f-]{36})\/payment-success\?payment=([0-9a-f-]{36})$/.exec(page.url())!;
  return { subscription: match[1], payment: match[2] };
}

/** Pays one period through the checkout with a new card in the widget, and waits for the success page. */
export async function payWithNewCardThroughCheckout(page: Page, workspaceId: number, plan: PaidPlan, period: Period, cardNumber: string) {
  await page.goto(checkoutPath(workspaceId, plan, period));
  await chooseMethod(page, 'With a new card');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await payInWidget(page, cardNumber);
  return expectPaymentSuccess(page);
}
