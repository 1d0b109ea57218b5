/**
 * What the shop tells search engines, from its own words (the renderer's `siteMap`:
 * web/src/server/siteMap.ts) and its catalogue:
 * - GET /robots.txt (robots.ts);
 * - GET /sitemap.xml: the index, naming for each language its pages sitemap, its listings sitemap and
 *   its product sitemaps, `/sitemaps/<language>/products-<n>.xml`, 50,000 products each (fewer for
 *   a PUBLIC_URL so long that 50,000 would pass 50 MiB); how many, from a count of the catalogue
 *   kept as the catalogue's reads are (CACHE_SECONDS fresh, a day stale while the API fails);
 * - GET /sitemaps/<language>/pages.xml: the public pages without catalogue data;
 * - GET /sitemaps/<language>/listings.xml: one listing per category, `/filter-product/<id>` of the
 *   first product carrying it (the listing of a product is its category's; a product without one
 *   lists the whole catalogue), read until every category of the shop's navigation has one, at most
 *   `listingScanProducts` products;
 * - GET /sitemaps/<language>/products-<n>.xml: every product of its slice of the catalogue.
 * Every URL is absolute from PUBLIC_URL, in its language, with its alternates in all six and the
 * x-default (English); a product's `lastmod` is its `updatedAt` or `createdAt` when it has one.
 *
 * A sitemap of the catalogue is streamed as it is read, one upstream page (200 products) at a time,
 * the next asked for only once the client took the last (catalogue-pages.ts): memory holds a page,
 * whatever the catalogue's size. Its answer starts only once the first page arrived, so an upstream
 * that fails gives a 503 (Retry-After; the server's `{ status: false, msg }` body), never a 200 cut
 * short; one that fails later can only cut the answer (and says why in the log). Bounded: at most
 * `streamsAtOnce` at once (past it a 503 at once), and `deadlineMs` each from arrival to last byte.
 * Brotli or gzip as the client takes them; public for ten minutes, and stale an hour after.
 * Without the renderer's siteMap (no renderer build) there are no sitemaps: robots.txt names only
 * the server's own paths.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import type { ApiTable } from 'server-kit/api-paths';
import { createCache } from 'server-kit/cache';
import { clientGone } from 'server-kit/client-gone';
import { compress, compressingStream, smallestCompressed, takenEncoding } from 'server-kit/compress';
import { errorBody, failureMessages, type Failure } from 'server-kit/error-body';
import { createSlots } from 'server-kit/slots';
import type { Upstream } from 'server-kit/upstream';
import type { ShopRendererModule, ShopSiteMap } from 'web/server/contract';
import {
  catalogueReader,
  CatalogueReadError,
  countSitemaps,
  maxLimit,
  maxPage,
  productsBetween,
  type CatalogueReader,
  type ProductRef,
} from './catalogue-pages.js';
import { robotsTxt } from './robots.js';
import {
  maxUrlsPerSitemap,
  productsPerSitemapFor,
  sitemapIndex,
  urlsetHead,
  urlsetTail,
  urlWriter,
} from './sitemap-xml.js';

export const robotsPath = '/robots.txt';
export const sitemapIndexPath = '/sitemap.xml';
export const sitemapsPrefix = '/sitemaps';

/** Robots rules and sitemaps change with a deployment or a catalogue: any cache may keep them ten minutes. */
export const seoCacheControl = 'public, max-age=600, stale-while-revalidate=3600';

export interface SitemapSettings {
  /** Products per product sitemap (default 50,000, the protocol's bound, or fewer: sitemap-xml.ts). */
  productsPerSitemap: number;
  /** Products per upstream page read (default 200, openapi.yaml's largest `limit`). */
  upstreamPageSize: number;
  /** The most products a listings sitemap reads looking for its categories (default 20,000). */
  listingScanProducts: number;
  /** Catalogue sitemaps streaming at once (default 4); past it, a 503 at once. */
  streamsAtOnce: number;
  /** One catalogue sitemap's bound, from its arrival to its last byte (default 5 minutes). */
  deadlineMs: number;
}

export interface SeoOptions extends Partial<SitemapSettings> {
  /** PUBLIC_URL: the origin every URL names. */
  publicUrl: string;
  table: ApiTable;
  /** The API, on connections of the sitemaps' own (app.ts): never the forwarded calls'. */
  upstream: Upstream;
  /** The renderer's build, whose `siteMap` says the shop's languages, pages and URLs; or why there is none. */
  renderer: ShopRendererModule | { off: string };
  /** Paths the server answers that are no page besides the API's: robots.txt disallows them. */
  serverPaths: readonly string[];
  /** How long the catalogue's count is fresh (0: never kept), then kept while the API fails. */
  countFreshMs: number;
  countStaleMs: number;
}

const defaults: SitemapSettings = {
  productsPerSitemap: maxUrlsPerSitemap,
  upstreamPageSize: maxLimit,
  listingScanProducts: 20_000,
  streamsAtOnce: 4,
  deadlineMs: 5 * 60_000,
};

/** Distinct listings a listings sitemap names at most, however many categories the data invents. */
const maxListings = 100;
/** An index names at most 50,000 sitemaps: per language, the pages, the listings and the products'. */
const maxIndexEntries = 50_000;

const messages = {
  ...failureMessages,
  noSitemap: 'No such sitemap.',
  streams: 'The shop is writing as many sitemaps as it can. Please try again in a minute.',
};

const reasonOf = (error: unknown): Failure => (error instanceof CatalogueReadError ? error.reason : 'upstream-error');

/** The first product of each category, read until every category in `categories` has one. */
async function* listingProducts(
  reader: CatalogueReader,
  categories: readonly string[],
  range: { to: number; pageSize: number },
  signal: AbortSignal,
): AsyncGenerator<ProductRef[], void, undefined> {
  const listed = new Set<string>();
  const everyCategoryListed = () => categories.every((category) => listed.has(category));
  for await (const products of productsBetween(reader, { from: 0, ...range }, signal)) {
    const firsts = products.filter((product) => {
      const key = product.category ?? '';
      if (listed.has(key) || listed.size >= maxListings) return false;
      listed.add(key);
      return true;
    });
    yield firsts;
    if (categories.length > 0 && everyCategoryListed()) return;
  }
}

export async function seoRoutes(app: FastifyInstance, options: SeoOptions) {
  const settings: SitemapSettings = { ...defaults, ...definedOf(options) };
  const origin = new URL(options.publicUrl).origin;
  const siteMap: ShopSiteMap | { off: string } =
    'off' in options.renderer
      ? { off: options.renderer.off }
      : (options.renderer.siteMap ?? { off: 'the renderer exports no siteMap' });
  const serverPaths = [...options.table.prefixes, ...options.serverPaths];

  const robots = robotsTxt({
    serverPaths,
    siteMap: 'off' in siteMap ? undefined : siteMap,
    sitemapUrl: 'off' in siteMap ? undefined : `${origin}${sitemapIndexPath}`,
  });
  app.get(robotsPath, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', seoCacheControl).send(robots),
  );

  if ('off' in siteMap) {
    app.log.warn({ reason: siteMap.off }, 'no sitemaps: robots.txt names only the server’s own paths');
    return;
  }

  const write = urlWriter(origin, siteMap);
  const languages = new Set(siteMap.languages);
  const reader = catalogueReader(options.upstream, options.table);
  const pageSize = Math.min(settings.upstreamPageSize, maxLimit);
  const perSitemap = Math.min(
    settings.productsPerSitemap,
    productsPerSitemapFor(write, siteMap.languages, siteMap.productPath('0'.repeat(24))),
  );
  // Every sitemap's first product within the API's pages, and every sitemap within the index.
  const mostSitemaps = Math.min(
    Math.floor((maxPage - 1) / perSitemap) + 1,
    Math.floor(maxIndexEntries / siteMap.languages.length) - 2,
  );
  const counts = createCache<number, undefined>({
    maxBytes: 1024,
    freshMs: options.countFreshMs,
    staleMs: options.countStaleMs,
    sizeOf: () => 64,
    fill: async () => {
      const count = await countSitemaps(reader, { perSitemap, most: mostSitemaps });
      if (count === mostSitemaps)
        app.log.warn({ sitemaps: count, perSitemap }, 'the catalogue may hold more products than its sitemaps name');
      return { keep: count };
    },
    onRefreshFailure: (_key, error) =>
      app.log.warn({ reason: reasonOf(error) }, 'the sitemaps’ count of the catalogue failed: the last one is used'),
  });
  const streams = createSlots(settings.streamsAtOnce, 0);

  const failed = (reply: FastifyReply, status: 404 | 503, msg: string) => {
    if (status === 503) reply.header('retry-after', '10');
    return reply.code(status).header('cache-control', 'no-store').send(errorBody('status', msg));
  };

  /** The answer's headers, and `body` in the encoding the client takes (Vary: Accept-Encoding). */
  async function sendXml(request: FastifyRequest, reply: FastifyReply, body: string | Readable) {
    const encoding = takenEncoding(request);
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', seoCacheControl)
      .header('vary', 'accept-encoding');
    if (typeof body === 'string') {
      if (!encoding || Buffer.byteLength(body) < smallestCompressed) return reply.send(body);
      return reply.header('content-encoding', encoding).send(await compress(body, encoding));
    }
    if (!encoding) return reply.send(body);
    // Errors reach the answer through the compressing stream, which Fastify then ends.
    return reply.header('content-encoding', encoding).send(pipeline(body, compressingStream(encoding), () => {}));
  }

  /**
   * A sitemap of the catalogue, `<url>`s by `entries`, from `source`'s pages: started only once the
   * first page arrived, streamed from then on, one page at a time as the client reads.
   */
  async function sendStreamed(
    request: FastifyRequest,
    reply: FastifyReply,
    left: AbortSignal,
    source: (signal: AbortSignal) => AsyncGenerator<ProductRef[], void, undefined>,
    entries: (products: ProductRef[]) => string,
  ) {
    const release = await streams.take(new AbortController().signal);
    if (!release) return failed(reply, 503, messages.streams);
    const stopped = new AbortController();
    const signal = AbortSignal.any([stopped.signal, left, AbortSignal.timeout(settings.deadlineMs)]);
    const pages = source(signal);
    let first: IteratorResult<ProductRef[], void>;
    try {
      first = await pages.next();
    } catch (error) {
      release();
      request.log.warn({ reason: reasonOf(error) }, 'a sitemap could not read the catalogue');
      return failed(reply, 503, messages[reasonOf(error)]);
    }
    if (request.method === 'HEAD' || signal.aborted) {
      release();
      void pages.return();
      return sendXml(request, reply, '');
    }

    async function* xml() {
      yield urlsetHead;
      if (!first.done) yield entries(first.value);
      try {
        for await (const products of pages) yield entries(products);
      } catch (error) {
        if (!signal.aborted)
          request.log.warn({ reason: reasonOf(error) }, 'a sitemap was cut short: the catalogue could not be read');
        throw error;
      }
      yield urlsetTail;
    }
    // One page's entries at a time: the next is written once the client has taken most of the last.
    const body = Readable.from(xml(), { objectMode: false, highWaterMark: 64 * 1024 });
    // Past the deadline (a client reading slowly, an upstream crawling) the answer ends, cut.
    const stop = () => body.destroy(new Error('the sitemap passed its deadline or its client left'));
    signal.addEventListener('abort', stop, { once: true });
    body.once('close', () => {
      signal.removeEventListener('abort', stop);
      stopped.abort();
      release();
    });
    return sendXml(request, reply, body);
  }

  const productEntries = (language: string) => (products: ProductRef[]) =>
    products.map((product) => write(siteMap.productPath(product.id), language, product.lastmod)).join('');
  const listingEntries = (language: string) => (products: ProductRef[]) =>
    products.map((product) => write(siteMap.listingPath(product.id), language)).join('');
  const pagesSitemaps = new Map(
    siteMap.languages.map((language) => [
      language,
      urlsetHead + siteMap.pages.map((path) => write(path, language)).join('') + urlsetTail,
    ]),
  );

  async function sitemapCount(signal: AbortSignal): Promise<number | { failed: Failure }> {
    try {
      return (await counts.read('products', { context: undefined, signal })).value;
    } catch (error) {
      return { failed: signal.aborted ? 'abandoned' : reasonOf(error) };
    }
  }

  app.get(sitemapIndexPath, async (request, reply) => {
    const count = await sitemapCount(clientGone(request, reply));
    if (typeof count !== 'number') return failed(reply, 503, messages[count.failed]);
    const locations = siteMap.languages.flatMap((language) => {
      const base = `${origin}${sitemapsPrefix}/${language}`;
      const products = Array.from({ length: count }, (_, n) => `${base}/products-${n + 1}.xml`);
      return [`${base}/pages.xml`, `${base}/listings.xml`, ...products];
    });
    return sendXml(request, reply, sitemapIndex(locations));
  });

  app.route<{ Params: { language: string; file: string } }>({
    method: ['GET', 'HEAD'],
    url: `${sitemapsPrefix}/:language/:file`,
    handler: async (request, reply) => {
      const { language, file } = request.params;
      if (!languages.has(language)) return failed(reply, 404, messages.noSitemap);
      const left = clientGone(request, reply);
      if (file === 'pages.xml') return sendXml(request, reply, pagesSitemaps.get(language) ?? '');
      if (file === 'listings.xml')
        return sendStreamed(
          request,
          reply,
          left,
          (signal) =>
            listingProducts(reader, siteMap.categories, { to: settings.listingScanProducts, pageSize }, signal),
          listingEntries(language),
        );
      const n = Number(/^products-([1-9][0-9]{0,6})\.xml$/.exec(file)?.[1] ?? 0);
      if (n === 0) return failed(reply, 404, messages.noSitemap);
      const count = await sitemapCount(left);
      if (typeof count !== 'number') return failed(reply, 503, messages[count.failed]);
      if (n > count) return failed(reply, 404, messages.noSitemap);
      const range = { from: (n - 1) * perSitemap, to: n * perSitemap, pageSize };
      return sendStreamed(
        request,
        reply,
        left,
        (signal) => productsBetween(reader, range, signal),
        productEntries(language),
      );
    },
  });
}

/** The settings given, without those given as undefined. */
function definedOf(options: Partial<SitemapSettings>): Partial<SitemapSettings> {
  const keys = Object.keys(defaults) as (keyof SitemapSettings)[];
  return Object.fromEntries(keys.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
}
