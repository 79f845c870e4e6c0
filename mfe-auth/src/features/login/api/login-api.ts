import { apiSlice, type AuthResponse } from '@stepwise/shared';

export interface LoginCredentials {
  email: string;
  password: string;
}

export const loginApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    login: builder.mutation<AuthResponse, LoginCredentials>({
      query: (credentials) => ({ url: 'auth/login', method: 'POST', body: credentials }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
