import { apiSlice, type AuthResponse } from '@stepwise/shared';

export interface ProviderCallbackArgs {
  provider: string;
  code: string;
  state: string;
}

export const providerApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /**
     * The provider's sign-in page, with a fresh state, nonce and PKCE challenge every time: a GET
     * called as a mutation so nothing is cached or shared between clicks.
     */
    providerRedirect: builder.mutation<{ url: string }, string>({
      query: (provider) => ({ url: `auth/provider/redirect/${encodeURIComponent(provider)}`, method: 'GET' }),
    }),
    providerCallback: builder.mutation<AuthResponse, ProviderCallbackArgs>({
      query: ({ provider, code, state }) => ({ url: `auth/provider/callback/${encodeURIComponent(provider)}`, method: 'POST', body: { code, state } }),
    }),
  }),
});

export const { useProviderRedirectMutation } = providerApi;
