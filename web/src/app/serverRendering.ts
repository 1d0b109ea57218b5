/**
 * What a route tells the server renderer (src/entry-server.tsx) through its `handle`: whether the
 * server renders it, the data its first screen shows (requested there, then handed to the browser
 * inside the HTML), and which build module holds its screen (whose styles and script the HTML
 * links). Screens for a signed-in shopper are not rendered on the server: their HTML would be
 * personal, and their guards read cookies the browser has.
 */
import type { Params } from 'react-router-dom';
import type { AppDispatch } from './store';

/** Starts the queries a screen's first render reads; the renderer waits for them. */
/** Starts the screen's data calls; the server waits for them through the store's queries, so the return is not used. */
export type ServerData = (dispatch: AppDispatch, params: Params) => unknown;

/**
 * Cuts the answers down to what the first screen draws before they go into the HTML (a listing
 * needs its category, not the catalogue): fewer bytes before the first paint. The browser
 * requests the cut answers again once it has hydrated (entry-server.tsx marks them stale).
 */
export type ServerSlim = (dispatch: AppDispatch, params: Params, search: URLSearchParams) => Promise<void>;

export interface RouteHandle {
  /** The screen's module as the build manifest names it (`src/features/listing/ListingPage.tsx`). */
  module?: string;
  serverRendered?: boolean;
  /** The not-found screen: the server answers it with HTTP 404. */
  notFound?: boolean;
  serverData?: ServerData;
  serverSlim?: ServerSlim;
}
