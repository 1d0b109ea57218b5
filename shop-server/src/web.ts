/**
 * The shop itself, and the app's not-found handler:
 * - files from web/dist (server-kit/shop-files: the build's brotli or gzip copies when the browser
 *   takes them, hashed /assets/ cached for a year, everything else revalidated);
 * - a browser's navigation to any page path gets the shop's page (pages/route.ts): rendered on the
 *   server for a public screen, from the catalogue cache's public reads (render.ts), for a
 *   signed-in shopper's own screen with their session (pages/private.ts), or the layout's frame;
 *   without the renderer's build, index.html;
 * - anything else that matches nothing gets `notFound`.
 * In development (dev-shop.ts) no page is kept: an edit shows at the next navigation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shopFilesPlugin } from 'server-kit/shop-files';
import type { ShopMetrics } from './metrics.js';
import type { PageCacheOptions } from './pages/cache.js';
import { pageRoutes } from './pages/route.js';
import { catalogueApi, type CatalogueReads } from './render.js';
import type { Forward } from './api.js';
import type { ShopFiles } from './shop-files.js';

export interface WebOptions {
  shop: ShopFiles;
  catalogue: CatalogueReads;
  /** Whether `method` on `url` is a public catalogue read (server-kit/api-paths): the only calls a page makes. */
  isPublicRead: (method: string, url: string) => boolean;
  /** How a signed-in shopper's page asks the upstream for their data (api.ts, pages/private.ts). */
  forward: Forward;
  /** Whether a path may be a page: the API's, the dev tools', images' and docs' are not. */
  isPagePath: (path: string) => boolean;
  /** What a request that is neither a file nor a navigation to a page gets. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** A page's deadline, from its arrival to its last byte rendered. */
  renderTimeoutMs: number;
  /** Rendered public pages kept for a few seconds, or false. */
  pageCache: PageCacheOptions | false;
  /** Told of every render and page-cache read (metrics.ts). */
  metrics?: ShopMetrics | undefined;
}

export async function webRoutes(
  app: FastifyInstance,
  { shop, catalogue, isPublicRead, forward, pageCache, ...pages }: WebOptions,
) {
  if (shop.staticRoot) await app.register(shopFilesPlugin, { root: shop.staticRoot });
  const api = catalogueApi(catalogue, isPublicRead);
  await app.register(pageRoutes, {
    ...pages,
    shop,
    api,
    pageCache: shop.development ? false : pageCache,
    signedIn: { forward, catalogue: api, isPublicRead },
  });
}
