import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/contract/api-types.js';
import { createCatalog, productSummary } from '../../src/store/catalog/index.js';
import { cutTitle, generateProduct, productId } from '../../src/store/catalog/generate.js';
import { categoryNames } from '../../src/store/catalog/kinds.js';
import { discountText, formatRupees } from '../../src/store/catalog/price.js';

const rupees = (display: string) => Number(display.replace(/[₹,]/g, ''));
/** ₹999, ₹14,993, ₹1,29,999: the last three digits, then groups of two. */
const indianRupees = /^₹(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3})$/;

describe('the seeded catalogue', () => {
  const catalog = createCatalog();
  const products = catalog.list();

  it('has 300 products by default, with unique 24-hex ids', () => {
    expect(products).toHaveLength(300);
    const ids = products.map((p) => p._id);
    expect(new Set(ids).size).toBe(300);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('is the same on every build (seeded, no Math.random or clock)', () => {
    expect(createCatalog().list()).toEqual(products);
    expect(generateProduct(17)).toEqual(products[17]);
  });

  it('covers all ten categories of the shop, each with many products', () => {
    const perCategory = new Map<string, number>();
    for (const p of products) perCategory.set(p.category ?? '', (perCategory.get(p.category ?? '') ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual([...categoryNames].sort());
    for (const count of perCategory.values()) expect(count).toBeGreaterThanOrEqual(20);
  });

  it('writes prices in Indian grouping with a discount text that matches them (rounded down)', () => {
    for (const { content } of products) {
      const { sell_price, org_price, discount } = content.price;
      for (const price of [sell_price, org_price]) {
        expect(price).toMatch(indianRupees);
        expect(formatRupees(rupees(price))).toBe(price);
      }
      const sell = rupees(sell_price);
      const original = rupees(org_price);
      expect(sell).toBeLessThan(original);
      expect(discount).toBe(`${Math.floor(((original - sell) * 100) / original)}% off`);
    }
  });

  it('formats lakhs the Indian way, and rounds discounts down like the hosted data', () => {
    expect(formatRupees(129999)).toBe('₹1,29,999');
    expect(formatRupees(14993)).toBe('₹14,993');
    expect(formatRupees(999)).toBe('₹999');
    expect(discountText(22600, 7980)).toBe('64% off'); // 64.69%: the hosted API says 64
    expect(discountText(33690, 14993)).toBe('55% off');
  });

  it('gives phones and tablets the attributes the listing filters on', () => {
    const phones = products.filter((p) => p.category === 'Mobiles & Tablets');
    expect(phones.length).toBeGreaterThanOrEqual(60);
    for (const phone of phones) {
      expect(phone.attributes).toEqual({
        ram: expect.stringMatching(/^\d+ GB$/),
        storage: expect.stringMatching(/^\d+ GB$/),
        battery: expect.stringMatching(/^\d+ mAh$/),
        screenSize: expect.stringMatching(/^\d+(\.\d+)? inch$/),
        camera: expect.stringMatching(/^\d+ MP$/),
      });
    }
  });

  it('has several served images, details and a listing date for every product', () => {
    for (const p of products) {
      expect(p.images?.length).toBeGreaterThanOrEqual(3);
      expect(p.url).toBe(p.images?.[0]);
      for (const image of p.images ?? []) expect(image).toMatch(new RegExp(`^/images/products/${p._id}/\\d\\.svg$`));
      expect(p.highlights?.length).toBeGreaterThan(0);
      expect(p.specifications?.length).toBeGreaterThan(3);
      expect(p.description).toBeTruthy();
      expect(p.seller).toBeTruthy();
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Number.isNaN(Date.parse(p.createdAt ?? ''))).toBe(false);
    }
  });

  it('cuts long titles at 55 characters with "..." like the hosted API, and has offer labels on some', () => {
    expect(cutTitle('x'.repeat(60))).toBe(`${'x'.repeat(55)}...`);
    expect(cutTitle('short')).toBe('short');
    expect(products.some((p) => p.content.title.endsWith('...'))).toBe(true);
    for (const p of products) expect(p.content.title.length).toBeLessThanOrEqual(58);
    const withOffers = products.filter((p) => p.content.other?.length).length;
    expect(withOffers).toBeGreaterThan(50);
    expect(withOffers).toBeLessThan(300);
  });

  it('serves pages as summaries and single products in full, as byte slices that parse to the same products', () => {
    const page = JSON.parse(`[${Buffer.concat(catalog.rangeJson(40, 80, '')).toString()}]`) as unknown[];
    expect(page).toEqual(products.slice(40, 80).map(productSummary));
    expect(catalog.rangeJson(300, 340, '')).toEqual([]);
    const id = products[5]?._id ?? '';
    expect(JSON.parse(Buffer.concat(catalog.productJson(id, '') ?? []).toString() || 'null')).toEqual(products[5]);
    expect(catalog.byId('ffffffffffffffffffffffff')).toBeUndefined();
  });

  it('puts the origin it is given in front of every image URL, and of nothing else', () => {
    const origin = 'https://shop.example:8443';
    const absolute = (p: Product) => ({
      ...p,
      url: origin + p.url,
      ...(p.images ? { images: p.images.map((i) => origin + i) } : {}),
    });
    const page = JSON.parse(`[${Buffer.concat(catalog.rangeJson(0, 300, origin)).toString()}]`) as unknown[];
    expect(page).toEqual(products.map((p) => productSummary(absolute(p))));
    const full = products[9]!;
    expect(JSON.parse(Buffer.concat(catalog.productJson(full._id, origin) ?? []).toString())).toEqual(absolute(full));
    expect(catalog.at(9, origin)).toEqual(absolute(full));
  });

  it('streams the whole list with the origin, in exactly the length it announces', async () => {
    const origin = 'http://127.0.0.1:8080';
    const { length, stream } = catalog.listBody(origin);
    const bytes = Buffer.concat(await stream.toArray());
    expect(bytes.length).toBe(length);
    const { prod } = JSON.parse(bytes.toString()) as { prod: Product[] };
    expect(prod).toEqual(catalog.list(origin).map(productSummary));
    expect(prod.every((p) => p.url.startsWith(`${origin}/images/products/`))).toBe(true);
  });

  it('writes an origin into JSON as JSON, whatever characters it holds', () => {
    const origin = 'http://a"b\\c';
    const [first] = JSON.parse(`[${Buffer.concat(catalog.rangeJson(0, 1, origin)).toString()}]`) as Product[];
    expect(first?.url).toBe(`${origin}${products[0]?.url}`);
  });

  it('keeps in a summary everything cards, search and filters read, and drops only detail-only fields', () => {
    const product = products.find((p) => p.attributes && p.images?.length && p.specifications?.length);
    expect(product).toBeDefined();
    const summary = productSummary(product!);
    for (const field of [
      '_id',
      'url',
      'content',
      '__v',
      'category',
      'brand',
      'rating',
      'ratingCount',
      'attributes',
      'createdAt',
      'seller',
    ] as const) {
      expect(summary[field]).toEqual(product![field]);
    }
    for (const field of ['images', 'highlights', 'specifications', 'description'] as const)
      expect(summary).not.toHaveProperty(field);
    const listBytes = Buffer.concat(catalog.rangeJson(0, 40, '')).length;
    const fullBytes = products.slice(0, 40).reduce((n, p) => n + Buffer.byteLength(JSON.stringify(p)), 0);
    expect(listBytes).toBeLessThan(fullBytes / 2);
  });

  it('finds a product by id without a table: ids of other sizes, seeds or shapes are unknown', () => {
    expect(catalog.indexOf(productId(299))).toBe(299);
    expect(catalog.indexOf(productId(300))).toBeUndefined(); // the 301st product of a larger catalogue
    expect(catalog.indexOf(productId(5, 'another-seed'))).toBeUndefined();
    const id = productId(5);
    expect(catalog.indexOf(`${id.slice(0, 8)}${'0'.repeat(16)}`)).toBeUndefined(); // right first word, wrong rest
    expect(catalog.indexOf(id.toUpperCase())).toBeUndefined();
    expect(catalog.has(id)).toBe(true);
  });

  it('keeps a product read in full the same however often and in whatever order it is read', () => {
    const small = createCatalog({ size: 2_000 });
    const first = small.productJson(productId(7), '');
    for (let index = 0; index < 2_000; index += 1) small.productJson(productId(index), ''); // past the kept thousand
    expect(Buffer.concat(small.productJson(productId(7), '') ?? [])).toEqual(Buffer.concat(first ?? []));
    expect(small.at(1_999)).toEqual(generateProduct(1_999));
  });

  it('rejects sizes outside 1..100000', () => {
    expect(() => createCatalog({ size: 0 })).toThrow(RangeError);
    expect(() => createCatalog({ size: 100_001 })).toThrow(RangeError);
    expect(() => createCatalog({ size: 2.5 })).toThrow(RangeError);
  });
});

describe('CATALOG_SIZE=100000', () => {
  it('generates deterministically: unique ids, and each product equal to an independent rebuild', () => {
    const big = createCatalog({ size: 100_000 });
    expect(big.size).toBe(100_000);
    // The small catalogue is a prefix of the big one: product i depends only on the seed and i.
    expect(big.at(299)).toEqual(generateProduct(299));
    for (const index of [0, 1, 4_999, 50_000, 77_777, 99_999]) {
      expect(big.at(index)).toEqual(generateProduct(index));
      expect(big.indexOf(productId(index))).toBe(index);
    }
    // Pages across a batch boundary are still valid JSON in catalogue order.
    const origin = 'http://shop.test';
    const acrossBatches = JSON.parse(`[${Buffer.concat(big.rangeJson(1_990, 2_010, origin)).toString()}]`) as Product[];
    expect(acrossBatches.map((p) => p._id)).toEqual(Array.from({ length: 20 }, (_, i) => productId(1_990 + i)));
    expect(acrossBatches.map((p) => p.url)).toEqual(
      Array.from({ length: 20 }, (_, i) => `${origin}${generateProduct(1_990 + i).url}`),
    );
    // Every id turns back into its own index, so no two of the 100,000 ids are the same.
    for (let index = 0; index < 100_000; index += 1) expect(big.indexOf(productId(index))).toBe(index);
    expect(big.listBody(origin).length).toBeGreaterThan(100_000 * 300);
  });
});
