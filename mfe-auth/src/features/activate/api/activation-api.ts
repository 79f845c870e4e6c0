import type { ActivateBody, SendCodeResponse } from '@stepwise/contracts';
import { type User } from '@stepwise/shared';
import { apiSlice } from '@stepwise/shared/api';

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
