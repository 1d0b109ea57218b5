/**
 * What belongs to one render on the server, for the code that runs inside it: its language (the
 * Lingui instance every `t` and `i18n._` of the shop reads while it draws, ./linguiCore.ts) and
 * where its API calls go (lib/api answers the server's calls through `callApi`). Node's
 * AsyncLocalStorage carries it through the render's awaits, its RTK Query calls and React's
 * scheduled work, so renders run side by side and two languages never mix.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { I18n } from '@lingui/core';

export interface RenderScope {
  /** The render's own Lingui instance, in its shopper's language (./i18n.ts). */
  i18n: I18n;
  /** Answers the render's API calls (the server's `api`, for this navigation, bounded). */
  callApi(call: Request): Promise<Response>;
}

export const renderScope = new AsyncLocalStorage<RenderScope>();
