import type { RememberBody, RememberResponse } from '@stepwise/contracts';
import { apiSlice } from '@stepwise/shared/api';

export const rememberApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** Sends the password recovery link to the email. */
    requestPasswordReset: builder.mutation<RememberResponse, RememberBody>({
      query: (body) => ({ url: 'auth/remember', method: 'POST', body }),
    }),
  }),
});
