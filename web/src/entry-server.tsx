/**
 * The shop rendered on the server, built by `vite build --ssr` into one self-contained module,
 * web/dist-server/entry-server.mjs, which the shop server loads at run time: `createPageRenderer`
 * renders a browser's navigation into the whole page (header, category bar, the products and their
 * prices), so a slow network paints it before any script arrives and a browser without JavaScript
 * can still browse; the browser then hydrates it (main.tsx) from the data written into the page.
 * It renders and nothing more: the HTTP answer around a page is the server's. What each export
 * does: src/server/contract.d.ts.
 */
import type { ShopRendererModule } from './server/contract';
import { createPageRenderer, renderFrame } from './server/renderPage';
import { prepareSuggestions, suggestProducts } from './server/searchSuggestions';
import { siteMap } from './server/siteMap';

export { createPageRenderer, renderFrame, prepareSuggestions, suggestProducts, siteMap };

export type { ShopRendererModule };
// The module's shape is the contract's.
({ createPageRenderer, renderFrame, prepareSuggestions, suggestProducts, siteMap }) satisfies ShopRendererModule;
