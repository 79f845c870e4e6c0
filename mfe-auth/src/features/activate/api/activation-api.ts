import type { ActivateBody, SendCodeResponse } from '@stepwise/contracts';
import { apiSlice, type User } from '@stepwise/shared';

export type { SendCodeResponse };

export const activationApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    activate: builder.mutation<User, ActivateBody>({
      query: (body) => ({ url: 'users/activate', method: 'POST', body }),
    }),
    sendCode: builder.mutation<SendCodeResponse, void>({
      query: () => ({ url: 'users/send-code', method: 'POST' }),
      // 429 rate_limited (too many requests from this address) says in Retry-After how long to wait.
    }),
  }),
});

export const { useActivateMutation, useSendCodeMutation } = activationApi;
