/**
 * The shop rendered on the server, built by `vite build --ssr` into one self-contained module,
 * web/dist-server/entry-server.mjs, which the servers load at run time: the mock server
 * (mock-server/src/routes/static/web.ts) and the shop server mount `shopPages`, the Fastify plugin
 * that answers a browser's navigation with the whole page in its HTML (header, category bar, the
 * products and their prices), so a slow network paints it before any script arrives and a browser
 * without JavaScript can still browse. The browser then hydrates it (main.tsx) from the data
 * written into the page. How to mount it, and what each option does: src/server/contract.d.ts.
 */
import type { ShopRendererModule } from './server/contract';
import { renderShell as renderShellIn } from './server/renderPage';
import { prepareSuggestions, suggestProducts } from './server/searchSuggestions';
import { shopPages } from './server/shopPages';
import { isLanguageCode, sourceLanguage } from './lib/i18n/languages';

export { shopPages, prepareSuggestions, suggestProducts };

/** The layout's frame in `language` (English when it is none of the shop's): web/build/prerenderShell.ts. */
export function renderShell(language?: string): Promise<string> {
  return renderShellIn(isLanguageCode(language) ? language : sourceLanguage);
}

export type { ShopRendererModule };
// The module's shape is the contract's.
({ shopPages, renderShell, prepareSuggestions, suggestProducts }) satisfies ShopRendererModule;
