/**
 * What belongs to one render on the server, for the code that runs inside it: its language (the
 * Lingui instance every `t` and `i18n._` of the shop reads while it draws, ./linguiCore.ts) and
 * where its API calls go (lib/api answers the server's calls through `callApi`, with the session's
 * token on the signed-in shopper's own calls when the page is drawn for them). Node's
 * AsyncLocalStorage carries it through the render's awaits, its RTK Query calls and React's
 * scheduled work, so renders run side by side and two languages, or two shoppers, never mix.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { I18n } from '@lingui/core';

export interface RenderScope {
  /** The render's own Lingui instance, in its shopper's language (./i18n.ts). */
  i18n: I18n;
  /** Answers the render's API calls (the server's `api`, for this navigation, bounded). */
  callApi(call: Request): Promise<Response>;
  /** The signed-in shopper's token, when the page is drawn for them (./renderPage.tsx): never written into the page. */
  token?: string | undefined;
}

export const renderScope = new AsyncLocalStorage<RenderScope>();
