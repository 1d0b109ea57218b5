/**
 * The shop's renderer (web/src/server, built into web/dist-server/entry-server.mjs) as the shop
 * server mounts it: the one Fastify plugin both servers use (`shopPages`, typed by
 * web/src/server/contract.d.ts), with the catalogue cache as where a page's data comes from.
 *
 * A page asks only for public catalogue reads: anything else is refused (a 403 the page cannot
 * draw, so it falls back to the frame), so no personal answer ever reaches a page. A cold or
 * sleeping upstream costs a shopper at most the page's deadline: the call's signal lets the page go
 * while the cache's fill goes on for the next shopper. A failed read is the renderer's to log.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShopApi, ShopRendererModule } from '../../web/src/server/contract.js';
import { catalogueCacheControl } from './api.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { isPublicRead } from './public-reads.js';

const refused = (status: number, msg: string) =>
  new Response(JSON.stringify({ msg }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/** A page's data from the catalogue cache. */
export function catalogueApi(catalogue: CatalogueCache): ShopApi {
  return async (call) => {
    const { pathname, search } = new URL(call.url);
    const url = `${pathname}${search}`;
    if (!isPublicRead(call.method, url))
      return refused(403, `${call.method} ${pathname} is no public catalogue read: a page never asks for it`);
    const read = await catalogue.read(url, call.signal);
    if (read.source === 'failed') return refused(502, `the catalogue read ${pathname} failed: ${read.reason}`);
    return new Response(new Uint8Array(read.body), {
      status: read.status,
      headers: {
        'content-type': read.contentType,
        'cache-control': read.status === 200 ? catalogueCacheControl : 'no-store',
      },
    });
  };
}

/** Where the renderer's build is: web/dist-server, beside web/dist. */
export const rendererEntryOf = (webDist: string) => join(webDist, '..', 'dist-server', 'entry-server.mjs');

/** The renderer's build beside web/dist, or why there is none. */
export async function builtRenderer(webDist: string): Promise<ShopRendererModule | { off: string }> {
  const entry = rendererEntryOf(webDist);
  if (!existsSync(entry) || !existsSync(join(webDist, '.vite', 'manifest.json')))
    return { off: `no renderer build at ${entry}` };
  try {
    const module = (await import(pathToFileURL(entry).href)) as Partial<ShopRendererModule>;
    if (typeof module.shopPages !== 'function') return { off: `${entry} exports no shopPages` };
    return module as ShopRendererModule;
  } catch (error) {
    return { off: error instanceof Error ? error.message : String(error) };
  }
}
