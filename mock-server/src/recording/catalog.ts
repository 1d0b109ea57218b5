/**
 * CATALOG_FROM: the mock server's catalogue seeded from a recording of a real API (its whole
 * catalogue, pages and product details), with the recorded ids, images and prices, in the order
 * the API listed them. A product whose detail was recorded is served with it; the others with what
 * the list carried. Kept apart from the generated catalogue (store/catalog), behind the same
 * `EncodedCatalog` interface, so routes, carts and orders work unchanged.
 */
import type { Product } from '../contract/api-types.js';
import { encodeList, streamOf } from '../store/catalog/encoded.js';
import { imagesRoot } from '../store/catalog/generate.js';
import { productSummary, type EncodedCatalog } from '../store/catalog/index.js';
import { RecordingError, type Recording } from './format.js';

const listHead = Buffer.from('{"prod":[');
const listTail = Buffer.from(']}');
const originBytes = (origin: string) => Buffer.from(JSON.stringify(origin).slice(1, -1));

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' && value !== null && typeof (value as Product)._id === 'string';

/** The recorded products, in listing order, each with its detail when one was recorded. */
export function recordedProducts(recording: Recording): Product[] {
  const listed = new Map<string, Product>();
  const details = new Map<string, Product>();
  for (const { operationId, response } of recording.exchanges) {
    if (response.status !== 200) continue;
    const body = response.body as { prod?: unknown; prods?: unknown } | undefined;
    if (operationId === 'getProducts' || operationId === 'getProductsPage') {
      for (const product of Array.isArray(body?.prod) ? body.prod : [])
        if (isProduct(product) && !listed.has(product._id)) listed.set(product._id, product);
    }
    const detail =
      operationId === 'getProductDetail' ? body?.prod : operationId === 'getProductById' ? body?.prods : null;
    if (isProduct(detail)) details.set(detail._id, detail);
  }
  for (const [id, detail] of details) if (!listed.has(id)) listed.set(id, detail);
  return [...listed.keys()].map((id) => details.get(id) ?? (listed.get(id) as Product));
}

export function recordedCatalog(
  recording: Recording,
  source: string,
  check?: (product: Product) => void,
): EncodedCatalog {
  const products = recordedProducts(recording);
  if (products.length === 0)
    throw new RecordingError(source, 'holds no catalogue: record the product list or pages first (CATALOG_FROM)');
  for (const product of products) check?.(product);
  const index = new Map(products.map((product, at) => [product._id, at]));
  // Recorded image URLs are absolute, and stay so; root-relative ones (/images/…) get the answer's origin.
  const summaries = encodeList(
    products.length,
    (at) => JSON.stringify(productSummary(products[at] as Product)),
    imagesRoot,
  );
  const details = encodeList(products.length, (at) => JSON.stringify(products[at]), imagesRoot);
  const parse = (at: number, origin = '') =>
    JSON.parse(Buffer.concat(details.slice(at, originBytes(origin))).toString('utf8')) as Product;

  return {
    size: products.length,
    seed: `recording ${source}`,
    listBody(origin) {
      const bytes = originBytes(origin);
      return {
        length: listHead.length + summaries.byteLength(bytes) + listTail.length,
        stream: streamOf(summaries.chunks(listHead, listTail, bytes)),
      };
    },
    has: (id) => index.has(id),
    indexOf: (id) => index.get(id),
    byId(id, origin) {
      const at = index.get(id);
      return at === undefined ? undefined : parse(at, origin);
    },
    at: (at, origin) => (Number.isInteger(at) && at >= 0 && at < products.length ? parse(at, origin) : undefined),
    list: (origin) => products.map((_, at) => parse(at, origin)),
    rangeJson: (start, end, origin) => summaries.range(start, end, originBytes(origin)),
    productJson(id, origin) {
      const at = index.get(id);
      return at === undefined ? undefined : details.slice(at, originBytes(origin));
    },
  };
}
