/**
 * The RTK Query api that holds all server data. Features add their endpoints with
 * `shopApi.injectEndpoints`, each `queryFn` calling the typed client in `./index`.
 * Mutations invalidate the tags they change, so no screen reloads the page to refresh data.
 */
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';

export interface ApiFailure {
  status: number | 'NETWORK';
  msg: string;
}

export const shopApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiFailure>(),
  tagTypes: ['Products', 'Product', 'Cart', 'User'],
  // A screen that could not load offline loads by itself when the connection returns (main.tsx
  // starts the listeners that notice).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
