import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { UpdateMeBody } from '@stepwise/contracts';
import { userLoaded, type RootState, type User } from '@stepwise/shared';
import { apiSlice, usersApi } from '@stepwise/shared/api';

/** current_password goes with new_password only. */
export type UpdateProfileRequest = UpdateMeBody;

/**
 * The user the API answered with becomes the current user everywhere: the users/me cache (the
 * 'User' data) and the auth state the header reads.
 */
export function userUpdated(dispatch: ThunkDispatch<RootState, unknown, UnknownAction>, user: User) {
  void dispatch(usersApi.util.upsertQueryData('getMe', undefined, user));
  dispatch(userLoaded({ user }));
}

export const profileApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    accountUpdateProfile: builder.mutation<User, UpdateProfileRequest>({
      query: (body) => ({ url: 'users/me', method: 'PUT', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) userUpdated(dispatch, result.data);
      },
    }),
  }),
});

export const { useAccountUpdateProfileMutation } = profileApi;
