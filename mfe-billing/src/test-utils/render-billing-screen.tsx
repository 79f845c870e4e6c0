import { preloadRemoteScreens, renderRemoteScreen, userFixture, type RenderRemoteOptions } from '@stepwise/shared/testing';
import billingRemote from '../routes';

/** Loads every screen module and message catalogue up front (call in beforeAll). */
export function preloadBillingScreens(): Promise<void> {
  return preloadRemoteScreens(
    billingRemote,
    () => import('../features/checkout/checkout-page'),
    () => import('../features/payment-result/payment-result-page'),
    () => import('../features/payment-success/payment-success-page'),
    () => import('../features/workspace-plan/workspace-plan-page'),
    () => import('../features/embed/embed-checkout-page'),
    () => import('../features/embed/embed-payment-result-page'),
    () => import('../features/embed/embed-payment-success-page'),
  );
}

/** Renders the mfe-billing screens as the product does (see renderRemoteScreen), signed in, with toasts. */
export function renderBillingScreen(url: string, options: RenderRemoteOptions = {}) {
  return renderRemoteScreen(billingRemote, url, { user: userFixture(), providerName: 'password', token: 'billing-token', toasts: true, ...options });
}
