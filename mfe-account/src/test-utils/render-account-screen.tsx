import { preloadRemoteScreens, renderRemoteScreen, userFixture, type RenderRemoteOptions } from '@stepwise/shared/testing';
import accountRemote from '../routes';

/** Loads every screen module and message catalogue up front (call in beforeAll). */
export function preloadAccountScreens(): Promise<void> {
  return preloadRemoteScreens(
    accountRemote,
    () => import('../features/workspaces/workspaces-page'),
    () => import('../features/profile/profile-page'),
    () => import('../features/cards/cards-page'),
    () => import('../features/payments/payments-page'),
    () => import('../features/new-workspace/new-workspace-page'),
    () => import('../features/workspace-created/workspace-created-page'),
  );
}

/**
 * Renders the mfe-account screens as the product does, starting at `url` (see renderRemoteScreen):
 * signed in with a password as the fixture user (`user: null`: none loaded yet, the token stays),
 * with toasts.
 */
export function renderAccountScreen(url: string, options: RenderRemoteOptions = {}) {
  return renderRemoteScreen(accountRemote, url, { user: userFixture(), providerName: 'password', token: 'account-token', toasts: true, ...options });
}
