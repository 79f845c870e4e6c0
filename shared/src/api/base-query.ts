import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL, loggedOut, tokenStorage, withRetryAfter } from '@stepwise/shared';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers) {
    const token = tokenStorage.get();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/**
 * Every call goes to /api/ with the Bearer token. Any 401 logs the user out: the token leaves
 * storage and the auth state becomes guest; the shell sends the user to login if the page needs it.
 * A 429 keeps its Retry-After delay in the error, so the screen can say how long to wait.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 429) return { error: withRetryAfter(result.error, result.meta), meta: result.meta };
  if (result.error?.status === 401) {
    tokenStorage.clear();
    api.dispatch(loggedOut({ reason: 'unauthorized' }));
  }
  return result;
};
