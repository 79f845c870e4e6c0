import type { Middleware } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { extendStores, loggedOut, prerenderedStateRestored } from '@stepwise/shared';
import { baseQuery } from './base-query';

/** The one RTK Query api of the product; each remote adds its endpoints with injectEndpoints. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Plans', 'Workspaces', 'Cards', 'Payments', 'Subscriptions'],
  endpoints: () => ({}),
  // A prerendered page was rendered with some data (the plans): it is the cache the page starts from.
  extractRehydrationInfo(action) {
    return prerenderedStateRestored.match(action) ? (action.payload.api as never) : undefined;
  },
});

declare module '../store/root-reducer' {
  interface ApiSliceState {
    [apiSlice.reducerPath]: ReturnType<typeof apiSlice.reducer>;
  }
}

/** Signing out forgets every cached answer: the next user of this tab must not see the last one's data. */
const forgetCacheOnSignOut: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (loggedOut.match(action) && action.payload.reason === 'user') store.dispatch(apiSlice.util.resetApiState());
  return result;
};

// The store is made without the api, so that a page that queries nothing need not load RTK Query:
// loading the api plugs it into the store the shell made.
extendStores(apiSlice, apiSlice.middleware, forgetCacheOnSignOut);
