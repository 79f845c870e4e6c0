import { apiSlice } from '@stepwise/shared';
import type { Plan, PlansResponse } from './plan-types';

/**
 * The public rate plan list. The endpoint name is this remote's own, so another remote's plans
 * endpoint with another result shape cannot collide with it in the one shared api slice.
 */
export const plansApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getPricingPlans: builder.query<Plan[], void>({
      query: () => 'plans',
      transformResponse: (response: PlansResponse) => response.data,
      providesTags: ['Plans'],
    }),
  }),
});

export const { useGetPricingPlansQuery } = plansApi;
