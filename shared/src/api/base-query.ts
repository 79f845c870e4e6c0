import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { LIVE_SEQ_HEADER, parseLiveSeq } from '@stepwise/contracts/rules';
import { API_BASE_URL, liveReadPositions, loggedOut, tokenStorage, withRetryAfter } from '@stepwise/shared';

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
  let result = await rawBaseQuery(args, api, extraOptions);
  // A workspace read says where it stands in the workspace's events (docs/live.md): one read before
  // the page's live subscription started is read again, so no change falls between the two.
  const stamp = parseLiveSeq(result.meta?.response?.headers.get(LIVE_SEQ_HEADER));
  if (stamp && (await liveReadPositions.answerRead(stamp)) === 'stale') {
    result = await rawBaseQuery(args, api, extraOptions);
    const again = parseLiveSeq(result.meta?.response?.headers.get(LIVE_SEQ_HEADER));
    if (again) await liveReadPositions.answerRead(again);
  }
  if (result.error?.status === 429) return { error: withRetryAfter(result.error, result.meta), meta: result.meta };
  if (result.error?.status === 401) {
    tokenStorage.clear();
    api.dispatch(loggedOut({ reason: 'unauthorized' }));
  }
  return result;
};
