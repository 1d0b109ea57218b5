/**
 * Where the shop itself comes from: the build (web/dist, its renderer in web/dist-server), or, in
 * development, Vite (dev-shop.ts). The server asks the same four things of either.
 */
import type { FastifyServerFactory } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtRenderer, type RendererSource } from './render.js';

export interface ShopFiles {
  /** Served as files; none in development, where Vite serves the sources. */
  staticRoot?: string;
  /** index.html, for a screen the server does not render. */
  frame: (url: string) => Promise<string | Buffer>;
  /** The server renderer, or why there is none. */
  renderer: (() => Promise<RendererSource>) | { off: string };
  /** The HTTP server Fastify runs on, when something must answer before it (Vite). */
  serverFactory?: FastifyServerFactory;
}

export async function builtShop(webDist: string): Promise<ShopFiles> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The shop is not built: no ${indexFile}. Run \`npm run build\` first.`);
  const indexHtml = readFileSync(indexFile);
  const renderer = await builtRenderer(webDist, join(webDist, '..', 'dist-server', 'entry-server.mjs'));
  return {
    staticRoot: webDist,
    frame: () => Promise.resolve(indexHtml),
    renderer: 'off' in renderer ? renderer : () => Promise.resolve(renderer),
  };
}
