/**
 * What a screen needs, named once, in its route: which data its first render reads (the route's
 * `loader`, which starts the RTK Query endpoints), whether the server renders it (`handle`), and
 * which build module holds it (whose styles and script a server-rendered page links).
 *
 * The loader runs in the browser on every navigation to the screen (it starts the data while the
 * screen's code is still on its way) and on the server before it renders the page (which then waits
 * for what was started: src/server/renderPage.tsx). The store comes through React Router's context
 * (`storeContext`), which main.tsx and the server fill. Screens for a signed-in shopper are not
 * rendered on the server: their HTML would be personal, and their guards read cookies the browser
 * has.
 */
import type { QueryCacheKey, SubscriptionOptions } from '@reduxjs/toolkit/query';
import { createContext, RouterContextProvider, type LoaderFunction, type Params } from 'react-router-dom';
import { shopApi } from '../lib/api/shopApi';
import type { AppDispatch, AppStore } from './store';

export interface RouteHandle {
  /** The screen's module as the build manifest names it (`src/features/listing/ListingPage.tsx`). */
  module?: string;
  serverRendered?: boolean;
  /** The not-found screen: the server answers it with HTTP 404. */
  notFound?: boolean;
}

/** The store the loaders start queries in; null where no one put one (a unit test's router). */
export const storeContext = createContext<AppStore | null>(null);

/** React Router's context for the loaders of `store`'s pages. */
export function routerContextFor(store: AppStore): RouterContextProvider {
  return new RouterContextProvider(new Map([[storeContext, store]]));
}

export interface ScreenDataArgs {
  dispatch: AppDispatch;
  params: Params;
  search: URLSearchParams;
  /**
   * For each `initiate`: in the browser the loader holds no subscription (the screen's own hook
   * does, and the answer is collected as usual once the screen goes); on the server the page's
   * store holds every answer until the page is rendered, and then goes as a whole.
   */
  options: { subscribe: boolean } & SubscriptionOptions;
}

export const queryOptions: ScreenDataArgs['options'] = { subscribe: import.meta.env.SSR };

/**
 * A route's loader that starts the queries `start` dispatches and returns null (the data is in the
 * store, not in the router): navigation never waits for it.
 */
export function screenData(start: (args: ScreenDataArgs) => unknown): LoaderFunction {
  return ({ context, params, request }) => {
    const store = (context as RouterContextProvider | undefined)?.get(storeContext);
    if (store)
      start({ dispatch: store.dispatch, params, search: new URL(request.url).searchParams, options: queryOptions });
    return null;
  };
}

/** The store of a loader's context, or null (see storeContext). */
export function storeOf(context: unknown): AppStore | null {
  return (context as RouterContextProvider | undefined)?.get(storeContext) ?? null;
}

/**
 * On the server: the answer of a query started for the page, which is then dropped from the page's
 * store, so the HTML does not carry it (a screen that shows a summary of it carries the summary).
 */
export async function readAndDrop<T>(
  dispatch: AppDispatch,
  started: { unwrap(): Promise<T>; unsubscribe(): void; queryCacheKey: string },
): Promise<T> {
  try {
    return await started.unwrap();
  } finally {
    started.unsubscribe();
    dispatch(shopApi.internalActions.removeQueryResult({ queryCacheKey: started.queryCacheKey as QueryCacheKey }));
  }
}
