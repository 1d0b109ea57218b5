/**
 * Where a public page's data comes from: the catalogue cache. A public page asks only for public
 * catalogue reads (openapi.yaml's `security: []` GETs: server-kit/api-paths' `isPublicRead`);
 * anything else is refused (a 403 the page cannot draw, so it falls back to the frame), so no
 * personal answer ever reaches a page that may be kept (a signed-in shopper's own page reads theirs:
 * pages/private.ts). A cold or sleeping upstream costs a shopper at most the page's deadline: the
 * call's signal lets the page go while the cache's fill goes on for the next shopper. A failed read
 * is the page's to log (pages/route.ts).
 */
import type { ShopApi } from 'web/server/contract';

/** A catalogue read as the catalogue cache answers it (catalogue-cache.ts). */
export type CatalogueRead =
  | { source: 'fresh' | 'stale' | 'upstream'; status: number; contentType: string; body: Buffer }
  | { source: 'failed'; reason: string };

/** What a page reads of the catalogue cache. */
export interface CatalogueReads {
  read(path: string, signal?: AbortSignal): Promise<CatalogueRead>;
}

const refused = (status: number, msg: string) =>
  new Response(JSON.stringify({ msg }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/** A page's data from the catalogue cache; `isPublicRead` says which calls are public catalogue reads. */
export function catalogueApi(
  catalogue: CatalogueReads,
  isPublicRead: (method: string, url: string) => boolean,
): ShopApi {
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
        // A page drawn from public reads may be kept by a shared cache; from the upstream's word
        // about a path (a 404), not.
        'cache-control': read.status === 200 ? 'public' : 'no-store',
      },
    });
  };
}
