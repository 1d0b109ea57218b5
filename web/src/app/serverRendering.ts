/**
 * What a screen needs, named once, in its route: which data its first render reads (the route's
 * `loader`, which starts the RTK Query endpoints), whether the server renders it (`handle`), and
 * which build module holds it (whose styles and script a server-rendered page links).
 *
 * The loader runs in the browser on every navigation to the screen (it starts the data while the
 * screen's code is still on its way) and on the server before it renders the page (which then waits
 * for what was started: src/server/renderPage.tsx). The store comes through React Router's context
 * on the server (`storeContext`) and is the browser's one store in the browser (`loadersStartIn`).
 * Screens for a signed-in shopper are rendered on the server only for a navigation that carries the
 * shopper's session, as theirs alone (`serverRendered: 'signed-in'`, app/signedInData.ts); their
 * guards then read the page's store.
 */
import type { QueryCacheKey, SubscriptionOptions } from '@reduxjs/toolkit/query';
import { createContext, RouterContextProvider, type LoaderFunction, type Params } from 'react-router-dom';
import { shopApi } from '../lib/api/shopApi';
import type { AppDispatch, AppStore } from './store';

export interface RouteHandle {
  /** The screen's module as the build manifest names it (`src/features/listing/ListingPage.tsx`). */
  module?: string;
  /**
   * Whether the server renders the screen: `true` for every shopper (drawn signed out, shareable);
   * `'signed-in'` for a screen of the signed-in shopper's own, drawn only for a navigation that
   * carries their session, with their data (server/renderPage.tsx), else the frame.
   */
  serverRendered?: true | 'signed-in';
  /** The not-found screen: the server answers it with HTTP 404. */
  notFound?: boolean;
}

/** The store a render's loaders start queries in, on the server (each page has its own). */
export const storeContext = createContext<AppStore | null>(null);

/** React Router's context for the loaders of `store`'s pages. */
export function routerContextFor(store: AppStore): RouterContextProvider {
  return new RouterContextProvider(new Map([[storeContext, store]]));
}

/**
 * The browser's one store (main.tsx hands it over), for loaders that run without a context naming
 * one. Not through the browser router's `getContext`: React Router awaits it on every navigation,
 * and that one await let a ticked filter box show unticked for a frame before the URL caught up
 * (`useOptimistic` in the listing). None in a unit test's router, nor ever on the server.
 */
let browserStore: AppStore | null = null;

export function loadersStartIn(store: AppStore): void {
  browserStore = store;
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
    const store = storeOf(context);
    if (store)
      start({ dispatch: store.dispatch, params, search: new URL(request.url).searchParams, options: queryOptions });
    return null;
  };
}

/** The store of a loader's context (the server's page), else the browser's, else null (a unit test). */
export function storeOf(context: unknown): AppStore | null {
  return (context as RouterContextProvider | undefined)?.get(storeContext) ?? browserStore;
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
