/**
 * The catalogue, kept as UTF-8 JSON bytes rather than objects (see ./encoded). Every product is
 * rebuilt from the seed and its index alone (./generate), and its id turns back into its index, so
 * nothing has to be generated up front and no id table is kept. A product is encoded two ways:
 * - as a summary without the detail-only fields (images, highlights, specifications, description),
 *   for the whole-catalogue answer and its pages: cards, search and filters need nothing more, and
 *   a list answer is then well under half the bytes. The fields are optional in openapi.yaml.
 *   Summaries are kept once encoded, a batch of 2,000 at a time as pages first ask for them: at
 *   CATALOG_SIZE=100000, about 50 MB of buffers outside the JS heap when all have been read;
 * - in full, for a product detail and the cart: encoded when looked at, the last thousand kept.
 *
 * Image URLs are stored root-relative (/images/...) and every read takes the origin to put in front
 * of them (see ./encoded): the hosted API sends absolute URLs, and a shop on another origin must
 * find the pictures on this server. '' reads the stored form.
 */
import { LRUCache } from 'lru-cache';
import type { Readable } from 'node:stream';
import type { Product } from '../../contract/api-types.js';
import { encodeList, streamOf, type EncodedList } from './encoded.js';
import { defaultSeed, generateProduct, imagesRoot, productId, productIndex } from './generate.js';

export const defaultCatalogSize = 300;
export const maxCatalogSize = 100_000;

const listHead = Buffer.from('{"prod":[');
const listTail = Buffer.from(']}');
/** The origin every product is checked with: its answers carry some origin, and the contract wants absolute URLs. */
const checkedOrigin = 'http://localhost:8080';

/** Origins already encoded: a server answers under a few names and ports, so a few are kept. */
const encodedOrigins = new Map<string, Buffer>();
const maxEncodedOrigins = 64;

/** An origin as the bytes of its JSON string contents, ready to splice into encoded JSON. */
function jsonBytes(origin: string): Buffer {
  let bytes = encodedOrigins.get(origin);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(origin).slice(1, -1));
    if (encodedOrigins.size < maxEncodedOrigins) encodedOrigins.set(origin, bytes);
  }
  return bytes;
}

/** What a list answer carries of a product: everything but the fields only a detail page shows. */
export function productSummary(product: Product): Product {
  const {
    images: _images,
    highlights: _highlights,
    specifications: _specifications,
    description: _description,
    ...summary
  } = product;
  return summary;
}

export interface CatalogOptions {
  size?: number;
  seed?: string;
  /** Called with every product as answered (with an origin), once at build (the app checks each against openapi.yaml). */
  check?: (product: Product) => void;
}

/** The catalogue as a repository: products, looked up. What a persistent store would implement. */
export interface Catalog {
  readonly size: number;
  readonly seed: string;
  /** The product with this id, or undefined. `origin` goes in front of its image URLs. */
  byId(id: string, origin?: string): Product | undefined;
  /** Product number `index` (0-based, catalogue order), or undefined past the end. */
  at(index: number, origin?: string): Product | undefined;
  /** Every product, in catalogue order (parses the whole catalogue: meant for tests and small sizes). */
  list(origin?: string): Product[];
  has(id: string): boolean;
  indexOf(id: string): number | undefined;
}

/**
 * The answers cut from the pre-encoded JSON, for the product and cart routes: kept out of `Catalog`,
 * so that the repository does not depend on how this one keeps its bytes.
 */
export interface CatalogBodies {
  /** The get-products body, `{"prod":[...every product summary...]}`: its length and a fresh stream. */
  listBody(origin: string): { length: number; stream: Readable };
  /** The summaries of products [start, end), comma separated, without brackets (empty if the range is empty). */
  rangeJson(start: number, end: number, origin: string): Buffer[];
  /** The full JSON of one product, in parts, or undefined. */
  productJson(id: string, origin: string): Buffer[] | undefined;
  /** Whether a product has this id (its index unmixed from it: no lookup table). */
  has(id: string): boolean;
}

export type EncodedCatalog = Catalog & CatalogBodies;

/** Products whose full JSON is kept once encoded (the detail pages and carts being looked at); 1.8 KB each. */
const keptDetails = 1_000;

export function createCatalog(options: CatalogOptions = {}): EncodedCatalog {
  const size = options.size ?? defaultCatalogSize;
  const seed = options.seed ?? defaultSeed;
  if (!Number.isInteger(size) || size < 1 || size > maxCatalogSize) {
    throw new RangeError(`Catalogue size must be an integer from 1 to ${maxCatalogSize}, got ${size}`);
  }

  // Every product can be rebuilt from the seed and its index alone, so only the summaries every list
  // answer needs are kept (encoded a batch at a time, when first read). A product's full JSON is
  // encoded when it is looked at, and the last `keptDetails` are kept: a detail page of the whole
  // catalogue would otherwise hold 1.8 KB per product that nobody may ever open.
  const summaries = encodeList(
    size,
    (index) => JSON.stringify(productSummary(generateProduct(index, seed))),
    imagesRoot,
  );
  const encodeDetail = (index: number) => encodeList(1, () => JSON.stringify(generateProduct(index, seed)), imagesRoot);
  const details = new LRUCache<number, EncodedList>({ max: keptDetails, memoMethod: encodeDetail });
  const detailOf = (index: number) => details.memo(index);
  const indexOf = (id: string) => productIndex(id, size, seed);

  const parseDetail = (detail: EncodedList, origin = '') =>
    JSON.parse(Buffer.concat(detail.slice(0, jsonBytes(origin))).toString('utf8')) as Product;
  const parse = (index: number, origin = '') => parseDetail(detailOf(index), origin);
  // Checked as answered, through the same splicing: what is checked is what is sent.
  if (options.check) {
    for (let index = 0; index < size; index += 1) options.check(parseDetail(encodeDetail(index), checkedOrigin));
  }

  return {
    size,
    seed,
    listBody(origin) {
      const bytes = jsonBytes(origin);
      return {
        length: listHead.length + summaries.byteLength(bytes) + listTail.length,
        stream: streamOf(summaries.chunks(listHead, listTail, bytes)),
      };
    },
    has: (id) => indexOf(id) !== undefined,
    indexOf,
    byId(id, origin) {
      const index = indexOf(id);
      return index === undefined ? undefined : parse(index, origin);
    },
    at: (index, origin) => (Number.isInteger(index) && index >= 0 && index < size ? parse(index, origin) : undefined),
    list: (origin) => Array.from({ length: size }, (_, index) => parse(index, origin)),
    rangeJson: (start, end, origin) => summaries.range(start, end, jsonBytes(origin)),
    productJson(id, origin) {
      const index = indexOf(id);
      return index === undefined ? undefined : detailOf(index).slice(0, jsonBytes(origin));
    },
  };
}

export { productId };
