import { screen } from '@testing-library/react';
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

const plans = planCatalogueFixture();

beforeAll(preloadBillingScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

describe('payment-success', () => {
  it('thanks, names the plan and the end of the period, and links to the plan page and the workspaces', async () => {
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET subscriptions/sub-1': () => jsonResponse(200, subscription()),
      'GET payment/pay-1': () => jsonResponse(200, payment({ status: 'charged', subscription_uuid: 'sub-1' })),
    });
    await renderBillingScreen('/subscriptions/sub-1/payment-success?payment=pay-1', { lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Спасибо!' })).toBeInTheDocument();
    expect(await screen.findByText('Про')).toBeInTheDocument();
    expect(screen.getByText('10 марта 2026 г.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Тариф пространства' })).toHaveAttribute('href', '/account/workspaces/42/plan');
    expect(screen.getByRole('link', { name: 'Мои пространства' })).toHaveAttribute('href', '/account/workspaces');
  });

  it('still thanks when the subscription cannot be loaded, and only logs it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET subscriptions/sub-1': () => apiError(500, 'internal_error'),
      'GET payment/pay-1': () => jsonResponse(200, payment({ status: 'charged', rate: 'start' })),
    });
    await renderBillingScreen('/subscriptions/sub-1/payment-success?payment=pay-1');
    expect(await screen.findByText('Start')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Workspace plan' })).toHaveAttribute('href', '/account/workspaces/42/plan');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith('[mfe_billing] loading the subscription failed', expect.anything());
  });
});
