/**
 * The RTK Query api that holds all server data. Features add their endpoints with
 * `shopApi.injectEndpoints`, each `queryFn` calling the typed client in `./index`.
 * Mutations invalidate the tags they change, so no screen reloads the page to refresh data.
 */
import { createAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';

export interface ApiFailure {
  status: number | 'NETWORK';
  msg: string;
}

/**
 * The answers a page's HTML was rendered with on the server (src/entry-server.tsx), handed to the
 * browser's store before it hydrates that HTML: nothing the server fetched is fetched again.
 */
export const serverAnswersArrived = createAction<Record<string, unknown>>('shopApi/serverAnswersArrived');

export const shopApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiFailure>(),
  tagTypes: ['Products', 'Product', 'Cart', 'User'],
  // A screen that could not load offline loads by itself when the connection returns (main.tsx
  // starts the listeners that notice).
  refetchOnReconnect: true,
  extractRehydrationInfo(action, { reducerPath }) {
    return serverAnswersArrived.match(action) ? (action.payload[reducerPath] as never) : undefined;
  },
  endpoints: () => ({}),
});
