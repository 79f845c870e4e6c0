import type { User } from '@stepwise/shared';
import { preloadRemoteScreens, renderRemoteScreen, type RenderRemoteOptions } from '@stepwise/shared/testing';
import marketingRemote from '../routes';

/** Loads every page chunk and catalogue up front (call in beforeAll). */
export const preloadMarketingScreens = () => preloadRemoteScreens(marketingRemote);

export const signedInUser: User = {
  id: 5,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  status: 'active',
  lang: 'en',
  photo_sm: null,
  photo_lg: null,
};

export interface RenderOptions extends Omit<RenderRemoteOptions, 'user'> {
  /** Render as a signed-in user (state.auth.isAuth). */
  signedIn?: boolean;
}

/** Renders the mfe-marketing screens as the product does, starting at `url` (see renderRemoteScreen). */
export function renderMarketingScreen(url: string, { signedIn = false, ...options }: RenderOptions = {}) {
  return renderRemoteScreen(marketingRemote, url, { user: signedIn ? signedInUser : null, userEventOptions: { delay: null }, ...options });
}
