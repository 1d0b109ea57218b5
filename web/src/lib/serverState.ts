/**
 * The data a server-rendered page was drawn with, written into its HTML as JSON
 * (src/entry-server.tsx) and read back by the browser before it hydrates (main.tsx): the RTK Query
 * answers and what the routes' loaders returned.
 */
export const serverStateElementId = 'server-state';

export interface PageState {
  /** The store's `api` part: the answers the page was rendered with. */
  answers: Record<string, unknown>;
  loaderData: Record<string, unknown>;
}

export function pageState(state: { api: unknown }, loaderData: Record<string, unknown>): PageState {
  return { answers: { api: state.api }, loaderData };
}

/** The state a server-rendered page carries, or undefined for the client-rendered page. */
export function readServerState(): PageState | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(serverStateElementId);
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageState>;
    return parsed.answers && parsed.loaderData ? (parsed as PageState) : undefined;
  } catch {
    return undefined;
  }
}
