import { apiSlice, type AuthResponse, type Locale } from '@stepwise/shared';

/** The token, and how long until another activation code may be requested (the first was just sent). */
export interface RegistrationResponse extends AuthResponse {
  resend_available_in?: number;
}

export interface RegistrationRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** The interface language at registration: the user's language from then on. */
  lang: Locale;
  accept: true;
}

export const registerApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    register: builder.mutation<RegistrationResponse, RegistrationRequest>({
      query: (registration) => ({ url: 'auth/register', method: 'POST', body: registration }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
