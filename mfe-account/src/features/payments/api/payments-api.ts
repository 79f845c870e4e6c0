import { apiSlice } from '@stepwise/shared';
import type { Paged, Payment } from '../../../common/api/account-types';

export const paymentsApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    accountPayments: builder.query<Paged<Payment>, number>({
      query: (page) => ({ url: 'payments', params: { page } }),
      providesTags: (_result, _error, page) => [{ type: 'Payments', id: page }],
    }),
  }),
});

export const { useAccountPaymentsQuery } = paymentsApi;
