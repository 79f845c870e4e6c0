import { act, screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import {
  apiError,
  jsonResponse,
  mockApi,
  paymentFixture as payment,
  planCatalogueFixture,
  subscriptionFixture as subscription,
} from '@stepwise/shared/testing';
import { preloadBillingScreens, renderBillingScreen } from '../../test-utils/render-billing-screen';
import { POLL_GIVE_UP_MS, POLL_INTERVAL_MS } from './payment-result-screen';

const plans = planCatalogueFixture();

beforeAll(preloadBillingScreens);

afterEach(() => {
  tokenStorage.clear();
  window.sessionStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Answers GET payment/pay-1 with the given states in turn, then keeps the last. */
function paymentSequence(...states: Array<Parameters<typeof payment>[0]>) {
  let index = 0;
  return () => jsonResponse(200, payment(states[Math.min(index++, states.length - 1)]));
}

async function nextPoll() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  });
}

describe('payment-result', () => {
  it('polls until the bank declines, and explains why', async () => {
    jest.useFakeTimers();
    const api = mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET payment/pay-1': paymentSequence({}, { status: 'declined', decline_reason: 'insufficient_funds' }),
    });
    await renderBillingScreen('/subscriptions/payment-result?payment=pay-1', { fakeTimers: true });
    expect(await screen.findByRole('heading', { name: 'Waiting for the bank' })).toBeInTheDocument();
    expect(screen.getByText('Acme · Pro · Monthly · RUB 3,990')).toBeInTheDocument();

    await nextPoll();
    expect(await screen.findByRole('heading', { name: 'The payment was declined' })).toBeInTheDocument();
    expect(screen.getByText(/There is not enough money on the card/).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Try another card' })).toHaveAttribute('href', '/subscriptions/payment?workspace=42&plan=pro&period=monthly');
    // A failure, with every way out: another card, bank transfer, support, back to the account.
    expect(screen.getByText(/There is not enough money on the card/).closest('[data-tone]')).toHaveAttribute('data-tone', 'failure');
    expect(screen.getByRole('link', { name: 'Pay by bank transfer' })).toHaveAttribute(
      'href',
      '/subscriptions/payment?workspace=42&plan=pro&period=monthly&method=bank_transfer',
    );
    expect(screen.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', 'mailto:support@stepwise.app');
    expect(screen.getByRole('link', { name: "Back to the workspace's plan" })).toHaveAttribute('href', '/account/workspaces/42/plan');

    const polls = api.callsTo('GET', 'payment/pay-1').length;
    await nextPoll();
    await nextPoll();
    expect(api.callsTo('GET', 'payment/pay-1')).toHaveLength(polls);
  });

  it.each([
    ['do_not_honor', 'Your bank declined the payment without giving a reason.'],
    ['three_ds_failed', 'The payment was not confirmed with the code from your bank.'],
    ['declined', 'The bank declined the payment. Try another card.'],
  ] as const)('explains a %s decline', async (reason, text) => {
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET payment/pay-1': () => jsonResponse(200, payment({ status: 'declined', decline_reason: reason })),
    });
    await renderBillingScreen('/subscriptions/payment-result?payment=pay-1');
    expect(await screen.findByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeInTheDocument();
  });

  it('goes to payment-success once the payment is charged', async () => {
    jest.useFakeTimers();
    window.sessionStorage.setItem('stepwise:checkout-attempt:card:42:pro:monthly', 'key-1');
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET payment/pay-1': paymentSequence({ status: 'authorized' }, { status: 'charged', subscription_uuid: 'sub-1' }),
      'GET subscriptions/sub-1': () => jsonResponse(200, subscription()),
    });
    await renderBillingScreen('/subscriptions/payment-result?payment=pay-1', { fakeTimers: true });
    expect(await screen.findByRole('heading', { name: 'The payment is being processed' })).toBeInTheDocument();
    await nextPoll();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/sub-1/payment-success?payment=pay-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('stepwise:checkout-attempt:card:42:pro:monthly')).toBeNull();
  });

  it('resumes an interrupted 3-D Secure confirmation on the bank page, coming back here', async () => {
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET payment/pay-1': () => jsonResponse(200, payment({ three_ds_url: 'https://pay.example.test/3ds/1001' })),
    });
    await renderBillingScreen('/subscriptions/payment-result?payment=pay-1');
    expect(await screen.findByRole('heading', { name: 'Your bank asks you to confirm the payment' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Continue confirmation' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://pay.example.test/3ds/1001');
    expect(href.searchParams.get('return')).toBe(`${window.location.origin}/subscriptions/payment-result?payment=pay-1`);
    expect(link).toHaveAttribute('target', '_top');
  });

  it('stops waiting politely after two minutes', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'GET plans': () => jsonResponse(200, { data: plans }), 'GET payment/pay-1': () => jsonResponse(200, payment()) });
    await renderBillingScreen('/subscriptions/payment-result?payment=pay-1', { fakeTimers: true });
    await screen.findByRole('heading', { name: 'Waiting for the bank' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_GIVE_UP_MS);
    });
    expect(screen.getByText(/The payment is still being processed. We will email you/)).toBeInTheDocument();
    const polls = api.callsTo('GET', 'payment/pay-1').length;
    expect(polls).toBeGreaterThan(10);
    await nextPoll();
    expect(api.callsTo('GET', 'payment/pay-1')).toHaveLength(polls);
  });

  it('waits for a bank transfer and offers its invoice (Russian)', async () => {
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET payment/pay-1': () => jsonResponse(200, payment({ method: 'bank_transfer', invoice_number: 'СЧ-2026-000123' })),
    });
    await renderBillingScreen('/subscriptions/payment-result?payment=pay-1', { lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Ждём ваш перевод' })).toBeInTheDocument();
    expect(screen.getByText('СЧ-2026-000123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать счёт (PDF)' })).toBeInTheDocument();
  });

  it('says when the payment is not found, and when it cannot be loaded', async () => {
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET payment/pay-1': () => apiError(404, 'not_found'),
      'GET payment/pay-2': () => apiError(500, 'internal_error'),
    });
    const first = await renderBillingScreen('/subscriptions/payment-result?payment=pay-1');
    expect(await screen.findByText('This payment could not be found.')).toBeInTheDocument();
    first.unmount();
    await renderBillingScreen('/subscriptions/payment-result?payment=pay-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});
