/**
 * The catalogue as the sitemaps read it: one upstream page at a time (openapi.yaml's
 * getProductsPage, GET /product-api/get-products/{page}/{limit}), each asked for only once the last
 * one is used up, so memory holds one page whatever the catalogue's size; and how many products it
 * holds, found by probing single products (the API gives no count).
 *
 * Straight from the upstream, not through the catalogue cache: a sitemap reads the whole catalogue
 * once per crawl, and kept there its pages would push out what shoppers' pages read and pay for
 * compressed copies nobody asks for. The count is kept (routes.ts); the answers may be kept by any
 * shared cache (their Cache-Control).
 */
import type { ApiTable } from 'server-kit/api-paths';
import type { Failure } from 'server-kit/error-body';
import { isJson, type Upstream } from 'server-kit/upstream';
import { lastmodOf } from './sitemap-xml.js';

/** openapi.yaml's bounds on getProductsPage: `page` up to 1,000,000, `limit` up to 200. */
export const maxPage = 1_000_000;
export const maxLimit = 200;

/** A product as a sitemap names it. */
export interface ProductRef {
  id: string;
  category?: string;
  /** When it last changed (its `updatedAt`, else its `createdAt`), when the data says. */
  lastmod?: string;
}

/** The upstream could not give a page, and why (server-kit's failure names). */
export class CatalogueReadError extends Error {
  constructor(readonly reason: Failure) {
    super(reason);
  }
}

/**
 * One page of the catalogue: a ProductRef per record, or null for a record without a product page
 * (an id other than the contract's 24 lowercase hex digits: no product page reads it).
 */
export type CataloguePage = (ProductRef | null)[];

export interface CatalogueReader {
  /** Throws CatalogueReadError. */
  page(page: number, limit: number, signal?: AbortSignal): Promise<CataloguePage>;
}

/** openapi.yaml's ObjectId, the product ids a product page reads. */
const productId = /^[0-9a-f]{24}$/;

function refOf(record: unknown): ProductRef | null {
  if (typeof record !== 'object' || record === null) return null;
  const { _id: id, category, updatedAt, createdAt } = record as Record<string, unknown>;
  if (typeof id !== 'string' || !productId.test(id)) return null;
  const lastmod = lastmodOf(updatedAt) ?? lastmodOf(createdAt);
  return {
    id,
    ...(typeof category === 'string' && category ? { category } : {}),
    ...(lastmod ? { lastmod } : {}),
  };
}

/** The path of getProductsPage, from the contract (a renamed path fails at start, not at a crawl). */
function pagePathOf(table: ApiTable): (page: number, limit: number) => string {
  const operation = table.operations.find((candidate) => candidate.operationId === 'getProductsPage');
  if (!operation || !operation.path.includes('{page}') || !operation.path.includes('{limit}'))
    throw new Error(
      'openapi.yaml has no getProductsPage with {page} and {limit}: the sitemaps cannot read the catalogue',
    );
  return (page, limit) => operation.path.replace('{page}', String(page)).replace('{limit}', String(limit));
}

export function catalogueReader(upstream: Upstream, table: ApiTable): CatalogueReader {
  const pathOf = pagePathOf(table);
  return {
    async page(page, limit, signal) {
      const answer = await upstream.send({
        method: 'GET',
        path: pathOf(page, limit),
        headers: { accept: 'application/json', 'user-agent': 'rupee-shop-server' },
        signal,
      });
      if (!answer.ok) throw new CatalogueReadError(signal?.aborted ? 'abandoned' : answer.reason);
      const header = answer.headers['content-type'];
      const contentType = (Array.isArray(header) ? header[0] : header) ?? '';
      const encoding = answer.headers['content-encoding'];
      if (answer.status !== 200) throw new CatalogueReadError('upstream-error');
      if (!isJson(contentType) || (encoding !== undefined && encoding !== 'identity'))
        throw new CatalogueReadError('not-json');
      let records: unknown;
      try {
        records = (JSON.parse(answer.body.toString('utf8')) as { prod?: unknown }).prod;
      } catch {
        throw new CatalogueReadError('not-json');
      }
      if (!Array.isArray(records)) throw new CatalogueReadError('not-json');
      // An upstream that sends more than it was asked for: the page is what was asked.
      return records.slice(0, limit).map(refOf);
    },
  };
}

/**
 * The products at positions `from` (0-based) to `to` (excluded), a page of `pageSize` at a time:
 * one array per upstream page read (empty when none of its records has a product page), the first
 * one the first page's, so a caller that awaits it knows the upstream answers before it says so.
 * Ends early at the catalogue's end (a short page).
 */
export async function* productsBetween(
  reader: CatalogueReader,
  { from, to, pageSize }: { from: number; to: number; pageSize: number },
  signal?: AbortSignal,
): AsyncGenerator<ProductRef[], void, undefined> {
  let page = Math.floor(from / pageSize) + 1;
  for (let position = (page - 1) * pageSize; position < to && page <= maxPage; position += pageSize, page += 1) {
    const records = await reader.page(page, pageSize, signal);
    const inRange = records.slice(Math.max(0, from - position), Math.max(0, to - position));
    yield inRange.filter((record): record is ProductRef => record !== null);
    if (records.length < pageSize) return;
  }
}

/**
 * How many sitemaps of `perSitemap` products the catalogue fills, at most `most`: the first product
 * of sitemap k (1-based) is at position (k-1)·perSitemap, so a binary search over k asks about
 * log2(most) single products (limit 1). Throws CatalogueReadError.
 */
export async function countSitemaps(
  reader: CatalogueReader,
  { perSitemap, most }: { perSitemap: number; most: number },
  signal?: AbortSignal,
): Promise<number> {
  const exists = async (position: number) => (await reader.page(position + 1, 1, signal)).length > 0;
  let low = 0;
  let high = most;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await exists(middle * perSitemap)) low = middle + 1;
    else high = middle;
  }
  return low;
}
