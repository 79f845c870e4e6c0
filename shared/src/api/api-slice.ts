import { createApi } from '@reduxjs/toolkit/query/react';
import { prerenderedStateRestored } from '../prerender/prerendered-state';
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
