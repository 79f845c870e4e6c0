import { preloadRemoteScreens, renderRemoteScreen, type RenderRemoteOptions } from '@stepwise/shared/testing';
import authRemote from '../routes';

/** Loads every screen module and message catalogue up front (call in beforeAll). */
export function preloadAuthScreens(): Promise<void> {
  return preloadRemoteScreens(
    authRemote,
    () => import('../features/login/login-page'),
    () => import('../features/register/register-page'),
    () => import('../features/activate/activate-page'),
    () => import('../features/forget/forget-page'),
    () => import('../features/reset-email-sent/reset-email-sent-page'),
    () => import('../features/restore/restore-page'),
    () => import('../features/provider-login/provider-login-page'),
    () => import('../features/unsubscribe/unsubscribe-page'),
  );
}

/** Renders the mfe-auth screens as the product does, starting at `url` (see renderRemoteScreen). */
export function renderAuthScreen(url: string, options?: RenderRemoteOptions) {
  return renderRemoteScreen(authRemote, url, options);
}
