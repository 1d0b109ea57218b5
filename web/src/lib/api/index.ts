// The storefront's API client instance: configured base URL, session token from the cookie.
// Rendering on the server (src/entry-server.tsx), calls go to the serving process's own handler,
// which the server hands over with `answerServerCallsWith`; the origin only makes URLs absolute. A
// page drawn for a signed-in shopper sends their token as the browser does (the same middleware, on
// the same operations only), the render's own, never a cookie's.
import { config } from '../config';
import { getToken } from '../session';
import { createApiClient } from './client';

export const serverRenderOrigin = 'http://server-render.local';

let serverFetch: typeof globalThis.fetch | undefined;
let serverToken: () => string | undefined = () => undefined;

/** On the server: how the renderer's API calls are answered, and the token of the render a call is made in. */
export function answerServerCallsWith(fetch: typeof globalThis.fetch, token: () => string | undefined): void {
  serverFetch = fetch;
  serverToken = token;
}

export const api = import.meta.env.SSR
  ? createApiClient({
      baseUrl: serverRenderOrigin,
      getToken: () => serverToken(),
      fetch: (input, init) => {
        if (!serverFetch) throw new Error('the server renderer has no way to call the API');
        return serverFetch(input, init);
      },
    })
  : createApiClient({ baseUrl: config.apiBaseUrl, getToken });
export type { ApiClient, ApiResult } from './client';
export * from './types';
