/**
 * Where the shop itself comes from: the build (web/dist, its renderer in web/dist-server), or, in
 * development, Vite (dev-shop.ts). The server asks the same things of either.
 */
import type { FastifyServerFactory } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadRenderer, readShopDocument, rendererEntryOf } from 'server-kit/shop-files';
import type { BuildManifest, PageRenderer, ShopRendererModule } from 'web/server/contract';

export interface ShopFiles {
  /** Served as files (web/dist); none in development, where Vite serves the sources. */
  staticRoot?: string;
  /**
   * The renderer's build as loaded at start, or why there is none, for what the server asks of it
   * besides pages (the search suggestions). Pages ask `currentRenderer`.
   */
  renderer: ShopRendererModule | { off: string };
  /** The renderer's build as a file, for a thread that loads it (search-index.ts); none in development. */
  rendererEntry?: string;
  /**
   * The renderer of this navigation's page: the build's, made once at start; in development, Vite's
   * module as it is now (an edit gives a new one). Undefined without a renderer: every navigation
   * then gets `indexHtml`.
   */
  currentRenderer(): Promise<PageRenderer | undefined>;
  /** index.html, for a navigation when there is no renderer. */
  indexHtml(): Promise<Buffer | string>;
  /** Development: pages are never kept (an edit shows at once) and go without the CSP (Vite's inline preamble). */
  development?: boolean;
  /** The HTTP server Fastify runs on, when something must answer before it (Vite). */
  serverFactory?: FastifyServerFactory;
}

/** The built shop in `webDist`; `publicUrl` (PUBLIC_URL) is the origin its pages' absolute links name. */
export async function builtShop(webDist: string, publicUrl: string): Promise<ShopFiles> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The shop is not built: no ${indexFile}. Run \`npm run build\` first.`);
  const index = await readFile(indexFile);
  const renderer = await loadRenderer<ShopRendererModule>(webDist, 'createPageRenderer');
  if ('off' in renderer)
    return { staticRoot: webDist, renderer, currentRenderer: async () => undefined, indexHtml: async () => index };
  const { template, manifest } = await readShopDocument(webDist);
  const pages = renderer.createPageRenderer({ template, manifest: manifest as BuildManifest, publicUrl });
  return {
    staticRoot: webDist,
    renderer,
    rendererEntry: rendererEntryOf(webDist),
    currentRenderer: async () => pages,
    indexHtml: async () => index,
  };
}
