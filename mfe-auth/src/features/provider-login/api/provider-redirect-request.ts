import { lazyMutation } from '@stepwise/shared';

/** The provider's sign-in page (`GET /api/auth/provider/redirect/{provider}`), its code loaded on focus (see lazyMutation). */
export const providerRedirectRequest = lazyMutation(() => import('./provider-api').then(({ providerApi }) => providerApi.endpoints.providerRedirect));
