import { apiSlice } from '../api/api-slice';
import type { Plan } from './plan-types';

/** The plan catalogue (public, cacheable). Its failures are silent for the user: only logged. */
export const plansApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getPlans: builder.query<Plan[], void>({
      query: () => 'plans',
      transformResponse: (response: { data: Plan[] }) => response.data,
      providesTags: ['Plans'],
    }),
  }),
});

export const { useGetPlansQuery } = plansApi;
