// The storefront's API client instance: configured base URL, session token from the cookie.
// Rendering on the server (src/entry-server.tsx), calls go to the serving process's own handler,
// which the server hands over with `answerServerCallsWith`; the origin only makes URLs absolute.
import { config } from '../config';
import { getToken } from '../session';
import { createApiClient } from './client';

export const serverRenderOrigin = 'http://server-render.local';

let serverFetch: typeof globalThis.fetch | undefined;

/** On the server: how the renderer's API calls are answered. */
export function answerServerCallsWith(fetch: typeof globalThis.fetch): void {
  serverFetch = fetch;
}

export const api = import.meta.env.SSR
  ? createApiClient({
      baseUrl: serverRenderOrigin,
      fetch: (input, init) => {
        if (!serverFetch) throw new Error('the server renderer has no way to call the API');
        return serverFetch(input, init);
      },
    })
  : createApiClient({ baseUrl: config.apiBaseUrl, getToken });
export type { ApiClient, ApiResult } from './client';
export * from './types';
