/**
 * The catalogue, generated once and kept as UTF-8 JSON bytes rather than objects (see ./encoded).
 * Each product is encoded twice:
 * - in full, for a product detail and the cart;
 * - as a summary without the detail-only fields (images, highlights, specifications, description),
 *   for the whole-catalogue answer and its pages: cards, search and filters need nothing more, and
 *   a list answer is then well under half the bytes. The fields are optional in openapi.yaml.
 * At CATALOG_SIZE=100000 that is about 190 MB of buffers outside the JS heap, a few Uint32Arrays and
 * an id -> index map, instead of a hundred thousand object graphs.
 */
import type { Readable } from 'node:stream';
import type { Product } from '../../contract/api-types.js';
import { encodeList, streamOf } from './encoded.js';
import { defaultSeed, generateProduct, productId } from './generate.js';

export const defaultCatalogSize = 300;
export const maxCatalogSize = 100_000;

const listHead = Buffer.from('{"prod":[');
const listTail = Buffer.from(']}');

/** What a list answer carries of a product: everything but the fields only a detail page shows. */
export function productSummary(product: Product): Product {
  const { images: _images, highlights: _highlights, specifications: _specifications, description: _description, ...summary } =
    product;
  return summary;
}

export interface CatalogOptions {
  size?: number;
  seed?: string;
  /** Called with every product as it is generated (the app checks each against openapi.yaml). */
  check?: (product: Product) => void;
}

export interface Catalog {
  readonly size: number;
  readonly seed: string;
  /** The product with this id, or undefined. */
  byId(id: string): Product | undefined;
  /** Product number `index` (0-based, catalogue order), or undefined past the end. */
  at(index: number): Product | undefined;
  /** Every product, in catalogue order (parses the whole catalogue: meant for tests and small sizes). */
  list(): Product[];
  has(id: string): boolean;
  indexOf(id: string): number | undefined;
  /** Total bytes of the get-products body. */
  readonly listBodyLength: number;
  /** A fresh stream of `{"prod":[...every product summary...]}`, the get-products body. */
  listBodyStream(): Readable;
  /** The summaries of products [start, end), comma separated, without brackets (empty if the range is empty). */
  rangeJson(start: number, end: number): Buffer[];
  /** The full JSON of one product, or undefined. */
  productJson(id: string): Buffer | undefined;
}

export function createCatalog(options: CatalogOptions = {}): Catalog {
  const size = options.size ?? defaultCatalogSize;
  const seed = options.seed ?? defaultSeed;
  if (!Number.isInteger(size) || size < 1 || size > maxCatalogSize) {
    throw new RangeError(`Catalogue size must be an integer from 1 to ${maxCatalogSize}, got ${size}`);
  }

  const indexById = new Map<string, number>();
  // The summary pass reuses the product the full pass generated just before it, index by index.
  let last: { index: number; product: Product } | undefined;
  const productAt = (index: number) => {
    if (last?.index !== index) last = { index, product: generateProduct(index, seed) };
    return last.product;
  };
  const full = encodeList(size, (index) => {
    const product = productAt(index);
    options.check?.(product);
    if (indexById.has(product._id)) throw new Error(`Duplicate product id ${product._id}`);
    indexById.set(product._id, index);
    return JSON.stringify(product);
  });
  const summaries = encodeList(size, (index) => JSON.stringify(productSummary(productAt(index))));
  last = undefined;

  const parse = (index: number) => JSON.parse(full.slice(index).toString('utf8')) as Product;
  const listBodyLength = summaries.parts(listHead, listTail).reduce((total, part) => total + part.length, 0);

  return {
    size,
    seed,
    listBodyLength,
    listBodyStream: () => streamOf(summaries.parts(listHead, listTail)),
    has: (id) => indexById.has(id),
    indexOf: (id) => indexById.get(id),
    byId(id) {
      const index = indexById.get(id);
      return index === undefined ? undefined : parse(index);
    },
    at: (index) => (Number.isInteger(index) && index >= 0 && index < size ? parse(index) : undefined),
    list: () => Array.from({ length: size }, (_, index) => parse(index)),
    rangeJson: (start, end) => summaries.range(start, end),
    productJson(id) {
      const index = indexById.get(id);
      return index === undefined ? undefined : full.slice(index);
    },
  };
}

export { productId };
