import { apiSlice } from '@stepwise/shared/api';
import type { PaymentList } from '@stepwise/contracts';

export const paymentsApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    accountPayments: builder.query<PaymentList, number>({
      query: (page) => ({ url: 'payments', params: { page } }),
      providesTags: (_result, _error, page) => [{ type: 'Payments', id: page }],
    }),
  }),
});

export const { useAccountPaymentsQuery } = paymentsApi;
