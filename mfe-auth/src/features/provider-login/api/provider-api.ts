import type { AuthResponse, ProviderCallbackBody, ProviderRedirectResponse } from '@stepwise/contracts';
import { apiSlice } from '@stepwise/shared/api';

export type ProviderCallbackArgs = Pick<ProviderCallbackBody, 'code' | 'state'> & { provider: string };

export const providerApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /**
     * The provider's sign-in page, with a fresh state, nonce and PKCE challenge every time: a GET
     * called as a mutation so nothing is cached or shared between clicks.
     */
    providerRedirect: builder.mutation<ProviderRedirectResponse, string>({
      query: (provider) => ({ url: `auth/provider/redirect/${encodeURIComponent(provider)}`, method: 'GET' }),
    }),
    providerCallback: builder.mutation<AuthResponse, ProviderCallbackArgs>({
      query: ({ provider, code, state }) => ({ url: `auth/provider/callback/${encodeURIComponent(provider)}`, method: 'POST', body: { code, state } }),
    }),
  }),
});
