import { act, screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { isCheckoutMessage } from '@stepwise/shared/billing';
import {
  apiError,
  jsonResponse,
  mockApi,
  paymentFixture as payment,
  planCatalogueFixture,
  subscriptionFixture as subscription,
  workspaceFixture as workspace,
} from '@stepwise/shared/testing';
import { fullPricePreview } from '../../test-utils/plan-change-preview-route';
import { preloadBillingScreens, renderBillingScreen } from '../../test-utils/render-billing-screen';

const plans = planCatalogueFixture();

beforeAll(preloadBillingScreens);

const PARTNER = 'https://partner.example';
const posted: Array<{ message: unknown; targetOrigin: string }> = [];
/** The callbacks of the ResizeObservers still connected. */
const resizeCallbacks = new Set<ResizeObserverCallback>();
let meta: HTMLMetaElement;

beforeEach(() => {
  posted.length = 0;
  resizeCallbacks.clear();
  meta = document.createElement('meta');
  meta.name = 'stepwise:embed-origins';
  meta.content = `${PARTNER}, https://other.example`;
  document.head.append(meta);
  Object.defineProperty(window, 'parent', {
    configurable: true,
    value: { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) },
  });
  globalThis.ResizeObserver = class {
    constructor(private callback: ResizeObserverCallback) {}
    observe() {
      resizeCallbacks.add(this.callback);
    }
    unobserve() {}
    disconnect() {
      resizeCallbacks.delete(this.callback);
    }
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  meta.remove();
  Object.defineProperty(window, 'parent', { configurable: true, value: window });
  tokenStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

const checkoutRoutes = {
  'GET plans': () => jsonResponse(200, { data: plans }),
  'GET workspaces/42': () => jsonResponse(200, workspace()),
  'GET workspaces/42/billing/change': fullPricePreview(plans),
  'GET cards': () => jsonResponse(200, { data: [] }),
};

const types = () => posted.map(({ message }) => (message as { type: string }).type);

function resize(height: number) {
  act(() => {
    for (const callback of resizeCallbacks) callback([{ contentRect: { height } } as ResizeObserverEntry], {} as ResizeObserver);
  });
}

describe('embedded checkout', () => {
  it('posts nothing to an origin that is not allowed, and says the page cannot be embedded', async () => {
    mockApi(checkoutRoutes);
    await renderBillingScreen(`/embed/subscriptions/payment?workspace=42&plan=pro&origin=${encodeURIComponent('https://evil.example')}`);
    expect(await screen.findByText('This page cannot be embedded here.')).toBeInTheDocument();
    resize(500);
    expect(posted).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Subscription payment' })).toBeNull();
  });

  it('posts nothing without an origin (Russian notice)', async () => {
    mockApi(checkoutRoutes);
    await renderBillingScreen('/embed/subscriptions/payment?workspace=42&plan=pro', { lang: 'ru' });
    expect(await screen.findByText('Эту страницу нельзя встроить на этот сайт.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('says ready once and reports height changes, always to the integrator origin only', async () => {
    mockApi(checkoutRoutes);
    await renderBillingScreen(`/embed/subscriptions/payment?workspace=42&plan=pro&origin=${encodeURIComponent(PARTNER)}`);
    expect(await screen.findByRole('radio', { name: 'With a new card' })).toBeInTheDocument();
    resize(480.4);
    resize(481);
    resize(640);
    expect(types()).toEqual(['ready', 'resize', 'resize']);
    expect(posted.map(({ message }) => message)).toEqual([
      { source: 'stepwise-checkout', version: 1, type: 'ready' },
      { source: 'stepwise-checkout', version: 1, type: 'resize', height: 481 },
      { source: 'stepwise-checkout', version: 1, type: 'resize', height: 640 },
    ]);
    expect(posted.every(({ targetOrigin }) => targetOrigin === PARTNER)).toBe(true);
    expect(posted.every(({ message }) => isCheckoutMessage(message))).toBe(true);
  });

  it('reports a failed initiation as failure', async () => {
    mockApi({ ...checkoutRoutes, 'POST payment/init': () => apiError(500, 'internal_error') });
    const { user } = await renderBillingScreen(`/embed/subscriptions/payment?workspace=42&plan=pro&origin=${encodeURIComponent(PARTNER)}`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not initiate a new card.');
    expect(posted.at(-1)).toEqual({
      message: { source: 'stepwise-checkout', version: 1, type: 'failure', payment: null, code: 'internal_error' },
      targetOrigin: PARTNER,
    });
  });

  it('on a charged payment posts status and success and stays inside the embed', async () => {
    mockApi({
      ...checkoutRoutes,
      'GET payment/pay-1': () => jsonResponse(200, payment({ status: 'charged', subscription_uuid: 'sub-1' })),
      'GET subscriptions/sub-1': () => jsonResponse(200, subscription()),
    });
    await renderBillingScreen(`/embed/subscriptions/payment-result?payment=pay-1&origin=${encodeURIComponent(PARTNER)}`);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/embed/subscriptions/sub-1/payment-success?payment=pay-1&origin=${encodeURIComponent(PARTNER)}`,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My workspaces' })).toBeNull();
    const messages = posted.map(({ message }) => message);
    expect(messages).toContainEqual({ source: 'stepwise-checkout', version: 1, type: 'status', status: 'charged', payment: 'pay-1' });
    expect(messages).toContainEqual({ source: 'stepwise-checkout', version: 1, type: 'success', payment: 'pay-1', subscription: 'sub-1' });
  });

  it('reports a decline as failure and retries inside the embed', async () => {
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET payment/pay-1': () => jsonResponse(200, payment({ status: 'declined', decline_reason: 'do_not_honor' })),
    });
    await renderBillingScreen(`/embed/subscriptions/payment-result?payment=pay-1&origin=${encodeURIComponent(PARTNER)}`);
    expect(await screen.findByRole('link', { name: 'Try another card' })).toHaveAttribute(
      'href',
      `/embed/subscriptions/payment?workspace=42&plan=pro&period=monthly&origin=${encodeURIComponent(PARTNER)}`,
    );
    expect(posted.map(({ message }) => message)).toContainEqual({
      source: 'stepwise-checkout',
      version: 1,
      type: 'failure',
      payment: 'pay-1',
      code: 'do_not_honor',
    });
  });
});
