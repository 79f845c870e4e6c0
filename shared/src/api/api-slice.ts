import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one RTK Query api of the product; each remote adds its endpoints with injectEndpoints. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Plans', 'Workspaces', 'Cards', 'Payments', 'Subscriptions'],
  endpoints: () => ({}),
});
