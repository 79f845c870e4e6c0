import type { NewPasswordBody, RestoreCheckResponse } from '@stepwise/contracts';
import { apiSlice } from '@stepwise/shared/api';

export type NewPasswordRequest = NewPasswordBody;

export const restoreApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** Is the recovery link still good? 400 restore_link_invalid when expired or used. */
    checkRestoreCode: builder.query<RestoreCheckResponse, string>({
      query: (checkCode) => ({ url: 'auth/remember', params: { check_code: checkCode } }),
      keepUnusedDataFor: 0,
    }),
    setNewPassword: builder.mutation<void, NewPasswordRequest>({
      query: (body) => ({ url: 'auth/remember', method: 'PUT', body }),
    }),
  }),
});

export const { useCheckRestoreCodeQuery, useSetNewPasswordMutation } = restoreApi;
