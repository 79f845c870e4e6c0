import { apiSlice } from '@stepwise/shared';

export const rememberApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** Sends the password recovery link to the email. */
    requestPasswordReset: builder.mutation<{ sent: true }, { email: string }>({
      query: (body) => ({ url: 'auth/remember', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = rememberApi;
