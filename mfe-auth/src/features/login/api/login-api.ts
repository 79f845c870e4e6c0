import type { LoginBody } from '@stepwise/contracts';
import { type AuthResponse } from '@stepwise/shared';
import { apiSlice } from '@stepwise/shared/api';

export type LoginCredentials = LoginBody;

export const loginApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    login: builder.mutation<AuthResponse, LoginCredentials>({
      query: (credentials) => ({ url: 'auth/login', method: 'POST', body: credentials }),
      // 429 rate_limited says in Retry-After how long to wait.
    }),
  }),
});
