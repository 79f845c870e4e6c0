import type { User } from '../auth/user';
import { apiSlice } from './api-slice';

/** The current user: loaded by the shell at start and by any screen that shows the profile. */
export const usersApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getMe: builder.query<User, void>({
      query: () => 'users/me',
      providesTags: ['User'],
    }),
  }),
});

export const { useGetMeQuery } = usersApi;
