import type { UnsubscribeBody, UnsubscribeResponse } from '@stepwise/contracts';
import { apiSlice } from '@stepwise/shared/api';

export type UnsubscribeRequest = UnsubscribeBody;

export const unsubscribeApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    unsubscribe: builder.mutation<UnsubscribeResponse, UnsubscribeRequest>({
      query: (body) => ({ url: 'unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useUnsubscribeMutation } = unsubscribeApi;
