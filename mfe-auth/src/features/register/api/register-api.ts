import type { RegisterBody, RegisterResponse } from '@stepwise/contracts';
import { type Locale } from '@stepwise/shared';
import { apiSlice } from '@stepwise/shared/api';

/** `lang`, the interface language at registration, is the user's language from then on. */
export type RegistrationRequest = RegisterBody & { lang: Locale };

export const registerApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    register: builder.mutation<RegisterResponse, RegistrationRequest>({
      query: (registration) => ({ url: 'auth/register', method: 'POST', body: registration }),
    }),
  }),
});
