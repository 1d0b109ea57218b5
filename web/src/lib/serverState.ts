/**
 * The data a server-rendered page was drawn with, written into its HTML as JSON
 * (src/entry-server.tsx) and read back by the browser before it hydrates the page, or draws a
 * shopper's own page anew (main.tsx): the RTK Query answers and what the routes' loaders returned.
 */
export const serverStateElementId = 'server-state';

export interface PageState {
  /** The store's `api` part: the answers the page was rendered with. */
  answers: Record<string, unknown>;
  loaderData: Record<string, unknown>;
  /**
   * The API paths the server called for them (`/product-api/get-products/1/120`): the service
   * worker, which never saw these answers go by, is asked to keep them for offline use
   * (app/pwa/warmRuntimeCache.ts).
   */
  apiPaths: string[];
  /**
   * Drawn for the signed-in shopper whose session the navigation carried (server/renderPage.tsx),
   * without what only the browser knows (their account, what their device keeps): the browser draws
   * it anew from its own session and device rather than hydrating it (main.tsx). Absent on a public
   * page, drawn signed out for anyone.
   */
  forShopper?: true;
}

export function pageState(
  state: { api: unknown },
  loaderData: Record<string, unknown>,
  apiPaths: readonly string[],
  forShopper: boolean,
): PageState {
  return {
    answers: { api: state.api },
    loaderData,
    apiPaths: [...apiPaths],
    ...(forShopper ? { forShopper: true } : {}),
  };
}

/** The state a server-rendered page carries, or undefined for the client-rendered page. */
export function readServerState(): PageState | undefined {
  // Parsed once: the store starts from it, and the service worker's first control reads its paths.
  read ??= { state: parse() };
  return read.state;
}

let read: { state: PageState | undefined } | undefined;

function parse(): PageState | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(serverStateElementId);
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageState>;
    return parsed.answers && parsed.loaderData && Array.isArray(parsed.apiPaths) ? (parsed as PageState) : undefined;
  } catch {
    return undefined;
  }
}
