import { act, screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { resetCardWidgetLoader, type CardWidgetCallbacks, type CardWidgetPayParams } from '@stepwise/shared/billing';
import {
  apiError,
  cardFixture as card,
  deferred,
  jsonResponse,
  mockApi,
  paymentFixture as payment,
  paymentWidgetFixture,
  planCatalogueFixture,
  planChangePreviewFixture,
  subscriptionFixture as subscription,
  workspaceFixture as workspace,
} from '@stepwise/shared/testing';
import { fullPricePreview } from '../../test-utils/plan-change-preview-route';
import { preloadBillingScreens, renderBillingScreen } from '../../test-utils/render-billing-screen';

const plans = planCatalogueFixture();
const widget = paymentWidgetFixture();

beforeAll(preloadBillingScreens);

afterEach(() => {
  tokenStorage.clear();
  window.sessionStorage.clear();
  resetCardWidgetLoader();
  document.querySelectorAll('script[data-card-widget]').forEach((script) => script.remove());
  delete window.cp;
  jest.restoreAllMocks();
});

const CHECKOUT = '/subscriptions/payment?workspace=42&plan=pro&period=monthly';

function baseRoutes(cards = [card()]) {
  return {
    'GET plans': () => jsonResponse(200, { data: plans }),
    'GET workspaces/42': () => jsonResponse(200, workspace()),
    'GET workspaces/42/billing/change': fullPricePreview(plans),
    'GET cards': () => jsonResponse(200, { data: cards }),
  };
}

/** A stand-in for the provider's widget: records what it was asked and lets the test answer. */
function installWidget() {
  const opened: Array<{ language: string; scheme: string; params: CardWidgetPayParams; callbacks: CardWidgetCallbacks }> = [];
  class CloudPayments {
    constructor(private options: { language: string }) {}
    pay(scheme: string, params: CardWidgetPayParams, callbacks: CardWidgetCallbacks) {
      opened.push({ language: this.options.language, scheme, params, callbacks });
    }
  }
  window.cp = { CloudPayments: CloudPayments as never };
  return opened;
}

const widgetScript = () => document.querySelector<HTMLScriptElement>('script[data-card-widget]');

async function goToDetails(user: Awaited<ReturnType<typeof renderBillingScreen>>['user'], method: RegExp | string, next = 'Next') {
  await user.click(await screen.findByRole('radio', { name: method }));
  await user.click(screen.getByRole('button', { name: next }));
}

describe('subscription-payment', () => {
  it('offers the saved card only when there are saved cards', async () => {
    mockApi(baseRoutes([]));
    await renderBillingScreen(CHECKOUT);
    expect(await screen.findByRole('radio', { name: 'With a new card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By bank transfer (legal entities)' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'With a saved card' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Payment steps' })).toBeInTheDocument();
  });

  it('summarises the order from step 1, offers the way back to the account at every step, and keeps the choice when going back', async () => {
    mockApi(baseRoutes());
    const { user } = await renderBillingScreen(CHECKOUT);
    await screen.findByRole('radio', { name: 'With a new card' });
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByTestId('order-amount')).toHaveTextContent('RUB 3,990');
    expect(screen.getByRole('link', { name: "Back to the workspace's plan" })).toHaveAttribute('href', '/account/workspaces/42/plan');
    await goToDetails(user, 'With a new card');
    expect(screen.getByRole('link', { name: "Back to the workspace's plan" })).toHaveAttribute('href', '/account/workspaces/42/plan');
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Details' })).toHaveFocus();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(summary.getByText('Acme')).toBeInTheDocument();
    expect(summary.getByText('Pro')).toBeInTheDocument();
    expect(summary.getByText('Monthly')).toBeInTheDocument();
    expect(summary.getByTestId('order-amount')).toHaveTextContent('RUB 3,990');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Payment method' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'With a new card' })).toBeChecked();
  });

  it('opens on bank transfer when the result page sends the user back with ?method=bank_transfer', async () => {
    mockApi(baseRoutes());
    await renderBillingScreen(`${CHECKOUT}&method=bank_transfer`);
    expect(await screen.findByRole('radio', { name: 'By bank transfer (legal entities)' })).toBeChecked();
  });

  it('explains a per-member amount', async () => {
    mockApi(baseRoutes());
    const { user } = await renderBillingScreen('/subscriptions/payment?workspace=42&plan=flex&period=annual');
    await goToDetails(user, 'With a new card');
    expect(screen.getByTestId('order-amount')).toHaveTextContent('RUB 11,700');
    expect(screen.getByText('RUB 3,900 per member a year × 3 active members = RUB 11,700')).toBeInTheDocument();
  });

  it('loads the card widget only when paying, then pays and follows the payment', async () => {
    const api = mockApi({ ...baseRoutes(), 'POST payment/init': () => jsonResponse(201, payment({ widget })) });
    const { user } = await renderBillingScreen(CHECKOUT);
    expect(await screen.findByRole('radio', { name: 'With a new card' })).toBeInTheDocument();
    expect(widgetScript()).toBeNull();
    await goToDetails(user, 'With a new card');
    expect(widgetScript()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    expect(widgetScript()).toHaveAttribute('src', widget.script_url);
    expect(api.callsTo('POST', 'payment/init')[0].body).toEqual({ workspace_id: 42, plan: 'pro', price_type: 'monthly', idempotency_key: expect.any(String) });
    expect(screen.getByRole('button', { name: 'Paying…' })).toHaveAttribute('aria-busy', 'true');

    const opened = installWidget();
    await act(async () => {
      widgetScript()!.dispatchEvent(new Event('load'));
    });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      language: 'en-US',
      scheme: 'charge',
      params: {
        publicId: 'pk_test',
        invoiceId: 'pay-1',
        amount: 3990,
        currency: 'RUB',
        accountId: '7',
        email: 'anna@example.com',
        description: 'Stepwise: Pro, monthly — Acme',
      },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/payment?');

    await act(async () => opened[0].callbacks.onSuccess?.({}));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/payment-result?payment=pay-1'));
    expect(document.querySelectorAll('script[data-card-widget]')).toHaveLength(1);
  });

  it('keeps one idempotency key for the attempt, across a reload', async () => {
    const api = mockApi({ ...baseRoutes(), 'POST payment/init': () => apiError(500, 'internal_error') });
    const first = await renderBillingScreen(CHECKOUT);
    await goToDetails(first.user, 'With a new card');
    await first.user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('alert');
    first.unmount();

    const second = await renderBillingScreen(CHECKOUT);
    await goToDetails(second.user, 'With a new card');
    await second.user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('alert');
    const keys = api.callsTo('POST', 'payment/init').map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says the new card could not be initiated, and loads no widget (Russian)', async () => {
    mockApi({ ...baseRoutes(), 'POST payment/init': () => apiError(500, 'internal_error') });
    const { user } = await renderBillingScreen(CHECKOUT, { lang: 'ru' });
    await goToDetails(user, 'Новой картой', 'Далее');
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось инициировать новую карту');
    expect(screen.getByRole('alert')).toHaveTextContent('Попробуйте повторить попытку позже');
    expect(widgetScript()).toBeNull();
    expect(screen.getByRole('button', { name: 'Оплатить' })).not.toHaveAttribute('aria-busy');
  });

  it('says so when the widget script cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ ...baseRoutes(), 'POST payment/init': () => jsonResponse(201, payment({ widget })) });
    const { user } = await renderBillingScreen(CHECKOUT);
    await goToDetails(user, 'With a new card');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    await act(async () => {
      widgetScript()!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not initiate a new card.');
    expect(widgetScript()).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('pays with a saved card: payment/init, then payment/with-card, then the result', async () => {
    const charge = deferred();
    const api = mockApi({
      ...baseRoutes([card(), card({ uuid: 'card-2', brand: 'mir', last4: '0005', exp_month: 12, exp_year: 2030 })]),
      'POST payment/init': () => jsonResponse(201, payment({ widget })),
      'POST payment/with-card': () => charge.promise,
    });
    const { user } = await renderBillingScreen(CHECKOUT);
    await goToDetails(user, 'With a saved card');
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242, expires 04/27' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Mir •••• 0005, expires 12/30' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(api.callsTo('POST', 'payment/with-card')).toHaveLength(1));
    const key = (api.callsTo('POST', 'payment/init')[0].body as { idempotency_key: string }).idempotency_key;
    expect(api.callsTo('POST', 'payment/with-card')[0].body).toEqual({ uuid: 'pay-1', card_uuid: 'card-2', idempotency_key: key });
    expect(api.calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.startsWith('POST'))).toEqual([
      'POST payment/init',
      'POST payment/with-card',
    ]);
    charge.resolve(jsonResponse(200, payment({ status: 'charged', subscription_uuid: 'sub-9' })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/payment-result?payment=pay-1'));
    expect(widgetScript()).toBeNull();
  });

  it.each([
    ['ru', 'Сохранённой картой', 'Далее', 'Оплатить', 'Не удалось добавить выбранную карту'],
    ['en', 'With a saved card', 'Next', 'Pay', 'Could not add the selected card.'],
  ] as const)('says the saved card could not be used (%s)', async (lang, method, next, pay, message) => {
    mockApi({ ...baseRoutes(), 'POST payment/init': () => jsonResponse(201, payment()), 'POST payment/with-card': () => apiError(502, 'gateway_error') });
    const { user } = await renderBillingScreen(CHECKOUT, { lang });
    await goToDetails(user, method, next);
    await user.click(screen.getByRole('button', { name: pay }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/payment?');
  });

  it.each(['payment_declined', 'payment_in_progress'])('follows the payment to the result page when the saved card answers %s', async (code) => {
    mockApi({
      ...baseRoutes(),
      'POST payment/init': () => jsonResponse(201, payment()),
      'POST payment/with-card': () => apiError(code === 'payment_declined' ? 402 : 409, code),
      'GET payment/pay-1': () => jsonResponse(200, payment({ status: 'declined', decline_reason: 'insufficient_funds' })),
    });
    const { user } = await renderBillingScreen(CHECKOUT);
    await goToDetails(user, 'With a saved card');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/payment-result?payment=pay-1'));
    // The result page reads the payment's own state; the checkout's refusal is not shown as an error.
    expect(await screen.findByText('The payment was declined')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred')).toBeNull();
  });

  it('pays for an existing subscription: its workspace and plan come from the subscription', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET subscriptions/sub-1': () => jsonResponse(200, subscription({ plan: 'start', price_type: 'annual' })),
      'POST payment/init': () => jsonResponse(201, payment({ status: 'charged' })),
    });
    const { user } = await renderBillingScreen('/subscriptions/sub-1/payment');
    await goToDetails(user, 'With a new card');
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByText('Start')).toBeInTheDocument();
    expect(screen.getByTestId('order-amount')).toHaveTextContent('RUB 14,900');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/sub-1/payment-result?payment=pay-1'));
    expect(api.callsTo('POST', 'payment/init')[0].body).toMatchObject({ workspace_id: 42, plan: 'start', price_type: 'annual' });
  });

  it('says there is nothing to pay for when the link names no paid plan', async () => {
    mockApi(baseRoutes());
    await renderBillingScreen('/subscriptions/payment?workspace=42&plan=free');
    expect(await screen.findByText(/There is nothing to pay for here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My workspaces' })).toHaveAttribute('href', '/account/workspaces');
  });

  it('shows the generic error when the workspace cannot be loaded (Russian)', async () => {
    mockApi({ ...baseRoutes(), 'GET workspaces/42': () => apiError(500, 'internal_error') });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBillingScreen(CHECKOUT, { lang: 'ru' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Произошла ошибка');
    expect(alert).toHaveTextContent('Попробуйте повторить попытку позже');
  });

  it('shows the arithmetic of a plan change before paying: new price, credit of the current plan, due now, new period end (Russian)', async () => {
    const preview = planChangePreviewFixture({
      plan: 'premium',
      price_type: 'annual',
      current: { plan: 'pro', price_type: 'annual', period_end: '2027-11-25T00:00:00Z' },
      price: 89_900,
      credit: 20_114,
      amount_due: 69_786,
      period_start: '2027-05-25T10:00:00Z',
      period_end: '2028-05-25T10:00:00Z',
    });
    const api = mockApi({ ...baseRoutes(), 'GET workspaces/42/billing/change': () => jsonResponse(200, preview) });
    const { user } = await renderBillingScreen('/subscriptions/payment?workspace=42&plan=premium&period=annual', { lang: 'ru' });
    await goToDetails(user, 'Новой картой', 'Далее');
    const summary = within(screen.getByRole('region', { name: 'Ваш заказ' }));
    expect(summary.getByText('Цена нового тарифа').nextSibling).toHaveTextContent('89 900 ₽');
    expect(summary.getByText('Зачёт за неиспользованную часть тарифа Про').nextSibling).toHaveTextContent('−20 114 ₽');
    expect(summary.getByText('К оплате сейчас').nextSibling).toHaveTextContent('69 786 ₽');
    expect(summary.getByText('Новый период до').nextSibling).toHaveTextContent('25 мая 2028 г.');
    const query = api.callsTo('GET', 'workspaces/42/billing/change')[0].query;
    expect([query.get('plan'), query.get('price_type')]).toEqual(['premium', 'annual']);
  });

  it('when the credit covers the new plan, nothing is paid: the change is confirmed and the rest of the credit is announced', async () => {
    const preview = planChangePreviewFixture({
      plan: 'premium',
      price_type: 'monthly',
      current: { plan: 'pro', price_type: 'annual', period_end: '2027-11-25T00:00:00Z' },
      price: 8990,
      credit: 39_900,
      amount_due: 0,
      credit_left: 30_910,
      period_start: '2026-11-25T00:00:00Z',
      period_end: '2026-12-25T00:00:00Z',
    });
    let changed = false;
    const api = mockApi({
      ...baseRoutes(),
      // Once changed, buying the plan again would extend it: the refreshed preview asks for money.
      'GET workspaces/42/billing/change': () =>
        jsonResponse(200, changed ? planChangePreviewFixture({ plan: 'premium', price: 8990, amount_due: 8990 }) : preview),
      'POST subscriptions': () => {
        changed = true;
        return jsonResponse(201, subscription({ plan: 'premium', end_date: '2026-12-25T00:00:00Z', credit_balance: 30_910 }));
      },
    });
    const { user } = await renderBillingScreen('/subscriptions/payment?workspace=42&plan=premium&period=monthly');
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText('New plan price').nextSibling).toHaveTextContent('RUB 8,990');
    expect(summary.getByText('Credit for the unused part of Pro').nextSibling).toHaveTextContent('−RUB 39,900');
    expect(summary.getByText('Due now').nextSibling).toHaveTextContent('RUB 0');
    expect(summary.getByText('New period ends').nextSibling).toHaveTextContent('December 25, 2026');
    expect(summary.getByText('RUB 30,910 of credit is left over: it reduces your next payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'With a new card' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText(/The plan has been changed/)).toHaveTextContent('The plan has been changed. The new period ends on December 25, 2026.');
    expect(api.callsTo('POST', 'subscriptions')[0].body).toEqual({ workspace_id: 42, plan: 'premium', price_type: 'monthly' });
    await waitFor(() => expect(api.callsTo('GET', 'workspaces/42/billing/change')).toHaveLength(2));
    expect(screen.getByText(/The plan has been changed/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'With a new card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Workspace plan' })).toHaveAttribute('href', '/account/workspaces/42/plan');
    expect(api.callsTo('POST', 'payment/init')).toHaveLength(0);
  });

  it('says the change could not be made when confirming it fails, and keeps the button in place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const preview = planChangePreviewFixture({
      plan: 'start',
      current: { plan: 'pro', price_type: 'annual', period_end: '2027-11-25T00:00:00Z' },
      price: 1490,
      credit: 39_900,
      amount_due: 0,
      credit_left: 38_410,
    });
    mockApi({
      ...baseRoutes(),
      'GET workspaces/42/billing/change': () => jsonResponse(200, preview),
      'POST subscriptions': () => apiError(500, 'internal_error'),
    });
    const { user } = await renderBillingScreen('/subscriptions/payment?workspace=42&plan=start&period=monthly');
    const button = await screen.findByRole('button', { name: 'Change plan' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not set up the subscription. Please try again later');
    expect(button.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
