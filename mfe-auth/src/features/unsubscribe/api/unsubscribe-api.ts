import { apiSlice } from '@stepwise/shared';

export interface UnsubscribeRequest {
  email: string;
  hash: string;
}

export const unsubscribeApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    unsubscribe: builder.mutation<{ email: string; unsubscribed: true }, UnsubscribeRequest>({
      query: (body) => ({ url: 'unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useUnsubscribeMutation } = unsubscribeApi;
