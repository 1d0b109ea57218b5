/**
 * Where the shop itself comes from: the build (web/dist, its renderer in web/dist-server), or, in
 * development, Vite. The server asks the same things of either.
 */
import type { FastifyServerFactory } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShopPagesOptions, ShopRendererModule } from '../../web/src/server/contract.js';
import { builtRenderer, rendererEntryOf } from './render.js';

export interface ShopFiles {
  /** Served as files; none in development, where Vite serves the sources. */
  staticRoot?: string;
  /** The page around every screen, for the renderer: the build's, or Vite's. */
  document: Pick<ShopPagesOptions, 'webDist' | 'document'>;
  /** The server renderer, or why there is none (then every navigation gets `frame`). */
  renderer: ShopRendererModule | { off: string };
  /** The renderer's build as a file, for a thread that loads it (search-index.ts); none in development. */
  rendererEntry?: string;
  /** index.html, when there is no renderer. */
  frame: Buffer | string;
  /** The HTTP server Fastify runs on, when something must answer before it (Vite). */
  serverFactory?: FastifyServerFactory;
}

export async function builtShop(webDist: string): Promise<ShopFiles> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The shop is not built: no ${indexFile}. Run \`npm run build\` first.`);
  const renderer = await builtRenderer(webDist);
  return {
    staticRoot: webDist,
    document: { webDist },
    renderer,
    ...('off' in renderer ? {} : { rendererEntry: rendererEntryOf(webDist) }),
    frame: readFileSync(indexFile),
  };
}
