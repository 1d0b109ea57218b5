/**
 * The sitemap tests' shop server and upstream.
 *
 * `seoShop`: the whole shop server (buildApp) over one build of the shop per test file (the real
 * renderer, loaded once: loading it is most of a shop server's start), listening on 127.0.0.1 and
 * closed after the test.
 *
 * `generatedUpstream`: an upstream whose catalogue is never held: GET
 * /product-api/get-products/{page}/{limit} answers the records at those positions, each made from
 * its position when asked (`productAt`), so a 100,000-product catalogue costs nothing until read.
 * It counts what it served, can be told to fail page reads (`failPages`: every read of more than
 * one product) or everything, and is stopped after the test.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { testShop } from './pages-app.js';

export const shopCategories = ['Mobiles & Tablets', 'Electronics', 'Fashion'] as const;

export interface CatalogueOptions {
  size: number;
  /** Products carry a category (the mock's catalogue) and a createdAt; false: as the hosted API's, neither. */
  described?: boolean;
  /** Records whose id is no product id (`<bad&id>`) at these positions. */
  badIdsAt?: readonly number[];
  /** The categories products carry, in turn (default `shopCategories`, three of the shop's ten). */
  categories?: readonly string[];
}

/** The id of the product at `position` (0-based): 24 hex digits. */
export const idAt = (position: number) => position.toString(16).padStart(24, '0');
/** When the product at `position` was listed. */
export const createdAt = (position: number) => new Date(Date.UTC(2024, 0, 1) + position * 60_000).toISOString();

export function productAt(
  position: number,
  { described = true, badIdsAt = [], categories = shopCategories }: Partial<CatalogueOptions> = {},
) {
  return {
    _id: badIdsAt.includes(position) ? `<bad&id${position}>` : idAt(position),
    url: `https://images.example/${position}.jpg`,
    content: {
      title: `Product ${position}`,
      clrTitle: 'Black',
      price: { sell_price: '₹1,499', org_price: '₹2,999', discount: '50% off' },
    },
    __v: 0,
    ...(described ? { category: categories[position % categories.length], createdAt: createdAt(position) } : {}),
  };
}

export interface GeneratedUpstream {
  url: string;
  /** Reads of more than one product served (the sitemaps' pages), and single-product probes. */
  pagesServed: number;
  probesServed: number;
  failPages: boolean;
  failAll: boolean;
  stop(): Promise<void>;
}

const running: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const server of running.splice(0).reverse()) await server.close();
});

export interface SeoShop {
  url: string;
  app: FastifyInstance;
  logs: Record<string, unknown>[];
}

/** The shop server in front of `apiBaseUrl`, with the file's build of the shop, closed after the test. */
export async function seoShop(options: Omit<AppOptions, 'webDist' | 'shop'>): Promise<SeoShop> {
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    warmUp: { pages: [] },
    ...options,
    shop: await testShop(),
    logger: {
      level: 'info',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  running.push(app);
  return { url, app, logs };
}

export async function generatedUpstream(options: CatalogueOptions): Promise<GeneratedUpstream> {
  const app = Fastify({ forceCloseConnections: true });
  const upstream: GeneratedUpstream = {
    url: '',
    pagesServed: 0,
    probesServed: 0,
    failPages: false,
    failAll: false,
    stop: async () => void (await app.close()),
  };
  app.get<{ Params: { page: string; limit: string } }>(
    '/product-api/get-products/:page/:limit',
    async (request, reply) => {
      const page = Number(request.params.page);
      const limit = Number(request.params.limit);
      if (upstream.failAll || (upstream.failPages && limit > 1))
        return reply.code(500).send({ prod: null, msg: 'the database is down' });
      if (limit > 1) upstream.pagesServed += 1;
      else upstream.probesServed += 1;
      const from = (page - 1) * limit;
      const to = Math.min(from + limit, options.size);
      return { prod: Array.from({ length: Math.max(0, to - from) }, (_, i) => productAt(from + i, options)) };
    },
  );
  upstream.url = await app.listen({ host: '127.0.0.1', port: 0 });
  running.push({ close: () => upstream.stop() });
  return upstream;
}
