/**
 * The catalogue, generated once and kept as UTF-8 JSON bytes rather than objects. Products are
 * encoded in batches; each batch is one buffer holding its products' JSON separated by commas, and
 * every product's byte range inside its batch is recorded. So:
 * - the whole-catalogue answer (`{"prod":[...]}`) is streamed from the batches as they are;
 * - a page is one or two contiguous slices between a prefix and a suffix (no serialization per request);
 * - a product detail or a cart is a few slices.
 * At CATALOG_SIZE=100000 that is about 135 MB of buffers outside the JS heap, two Uint32Arrays and an
 * id -> index map, instead of a hundred thousand object graphs, and never a second full copy.
 */
import { Readable } from 'node:stream';
import type { Product } from '../../contract/api-types.js';
import { defaultSeed, generateProduct, productId } from './generate.js';

export const defaultCatalogSize = 300;
export const maxCatalogSize = 100_000;

/** Products per batch: the build never holds more than one batch of strings at a time. */
const batchSize = 2_000;
const listHead = Buffer.from('{"prod":[');
const listTail = Buffer.from(']}');
const comma = Buffer.from(',');

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
  /** A fresh stream of `{"prod":[...every product...]}`, the get-products body. */
  listBodyStream(): Readable;
  /** The JSON of products [start, end), comma separated, without brackets (empty if the range is empty). */
  rangeJson(start: number, end: number): Buffer[];
  /** The JSON of one product, or undefined. */
  productJson(id: string): Buffer | undefined;
}

export function createCatalog(options: CatalogOptions = {}): Catalog {
  const size = options.size ?? defaultCatalogSize;
  const seed = options.seed ?? defaultSeed;
  if (!Number.isInteger(size) || size < 1 || size > maxCatalogSize) {
    throw new RangeError(`Catalogue size must be an integer from 1 to ${maxCatalogSize}, got ${size}`);
  }

  // Byte offsets of each product inside its batch buffer.
  const starts = new Uint32Array(size);
  const ends = new Uint32Array(size);
  const indexById = new Map<string, number>();
  const batches: Buffer[] = [];

  // Each batch is encoded into one reusable scratch buffer, then copied out at its exact size: no
  // batch-sized strings are built, which keeps the JS heap (and so the resident memory) small.
  let scratch = Buffer.allocUnsafeSlow(4 << 20);
  for (let first = 0; first < size; first += batchSize) {
    let offset = 0;
    for (let index = first; index < Math.min(size, first + batchSize); index += 1) {
      const product = generateProduct(index, seed);
      options.check?.(product);
      if (indexById.has(product._id)) throw new Error(`Duplicate product id ${product._id}`);
      indexById.set(product._id, index);

      const text = JSON.stringify(product);
      const needed = Buffer.byteLength(text) + 1;
      if (offset + needed > scratch.length) {
        const grown = Buffer.allocUnsafeSlow(Math.max(scratch.length * 2, offset + needed));
        scratch.copy(grown, 0, 0, offset);
        scratch = grown;
      }
      if (index > first) offset += scratch.write(',', offset);
      starts[index] = offset;
      offset += scratch.write(text, offset);
      ends[index] = offset;
    }
    batches.push(Buffer.from(scratch.subarray(0, offset)));
  }

  const batchOf = (index: number) => batches[Math.floor(index / batchSize)] as Buffer;
  const slice = (index: number) => batchOf(index).subarray(starts[index], ends[index]);
  const parse = (index: number) => JSON.parse(slice(index).toString('utf8')) as Product;
  const listParts = () => [listHead, ...batches.flatMap((batch, i) => (i === 0 ? [batch] : [comma, batch])), listTail];
  const listBodyLength = listParts().reduce((total, part) => total + part.length, 0);

  const rangeJson = (start: number, end: number): Buffer[] => {
    const parts: Buffer[] = [];
    const to = Math.min(size, end);
    for (let from = Math.max(0, start); from < to; ) {
      // The rest of the range that lies in the same batch is one contiguous slice.
      const last = Math.min(to, (Math.floor(from / batchSize) + 1) * batchSize) - 1;
      if (parts.length > 0) parts.push(comma);
      parts.push(batchOf(from).subarray(starts[from], ends[last]));
      from = last + 1;
    }
    return parts;
  };

  return {
    size,
    seed,
    listBodyLength,
    listBodyStream: () => Readable.from(listParts(), { objectMode: false }),
    has: (id) => indexById.has(id),
    indexOf: (id) => indexById.get(id),
    byId(id) {
      const index = indexById.get(id);
      return index === undefined ? undefined : parse(index);
    },
    at: (index) => (Number.isInteger(index) && index >= 0 && index < size ? parse(index) : undefined),
    list: () => Array.from({ length: size }, (_, index) => parse(index)),
    rangeJson,
    productJson(id) {
      const index = indexById.get(id);
      return index === undefined ? undefined : slice(index);
    },
  };
}

export { productId };
