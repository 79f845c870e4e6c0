import { apiSlice, type User } from '@stepwise/shared';

export interface SendCodeResponse {
  /** Seconds until another code may be requested. */
  resend_available_in: number;
}

export const activationApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    activate: builder.mutation<User, { code: string }>({
      query: (body) => ({ url: 'users/activate', method: 'POST', body }),
    }),
    sendCode: builder.mutation<SendCodeResponse, void>({
      query: () => ({ url: 'users/send-code', method: 'POST' }),
      // 429 rate_limited (too many requests from this address) says in Retry-After how long to wait.
    }),
  }),
});

export const { useActivateMutation, useSendCodeMutation } = activationApi;
