/**
 * The shop itself, and the app's not-found handler:
 * - files from web/dist, as the brotli or gzip copies the build made beside them when the browser
 *   takes them (hashed /assets/ cached for a year, everything else revalidated);
 * - a browser's navigation to any path outside the API's, the dev tools', images' and docs' gets
 *   the shop's page from the renderer (render.ts): rendered on the server for a public screen,
 *   with its caching headers, or the layout's frame; without the renderer's build, index.html;
 * - anything else that matches nothing gets a JSON 404 (so /dev/outbox is a 404 here: the shop
 *   server has no dev tools).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join, sep } from 'node:path';
import { asksForHtml } from 'server-kit/accept';
import type { ShopPagesOptions } from '../../web/src/server/contract.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { catalogueApi } from './render.js';
import type { ShopFiles } from './shop-files.js';

export interface WebOptions {
  shop: ShopFiles;
  catalogue: CatalogueCache;
  /** Paths under these never get a page. */
  serverPaths: readonly string[];
  /** A page's deadline, from its arrival to its last byte. */
  renderTimeoutMs: number;
  /** Rendered public pages kept for a few seconds (the renderer's `pageCache`), or false. */
  pageCache: ShopPagesOptions['pageCache'];
}

export async function webRoutes(
  app: FastifyInstance,
  { shop, catalogue, serverPaths, renderTimeoutMs, pageCache }: WebOptions,
) {
  const { staticRoot } = shop;
  if (staticRoot)
    await app.register(fastifyStatic, {
      root: staticRoot,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under assets/: they never change, so cache them for good.
        const hashed = filePath.startsWith(join(staticRoot, 'assets') + sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

  const isPagePath = (path: string) => !serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ status: false, msg: 'Not found' });

  if (!('off' in shop.renderer)) {
    await app.register(shop.renderer.shopPages, {
      ...shop.document,
      api: catalogueApi(catalogue),
      isNavigation: asksForHtml,
      isPagePath,
      notFound,
      timeoutMs: renderTimeoutMs,
      pageCache,
    });
    return;
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const navigation = (request.method === 'GET' || request.method === 'HEAD') && asksForHtml(request);
    if (!navigation || !isPagePath(path)) return notFound(request, reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shop.frame);
  };
  // `/` is a screen like any other, not the directory's index.html.
  app.get('/', answer);
  app.setNotFoundHandler(answer);
}
