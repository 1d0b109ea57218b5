/**
 * Builds product number `index` of the seeded catalogue. Every product depends only on the seed and
 * its own index (each gets its own PRNG stream), so product 7 is the same in a catalogue of 300 and
 * in one of 100,000, and any product can be rebuilt on its own.
 */
import type { Product, ProductAttributes, Specification } from '../../contract/api-types.js';
import { categories, categorySchedule, colourHex, offerLabels, sellers, type ProductKind } from './kinds.js';
import { discountText, formatRupees, shelfPrice } from './price.js';
import { hashString, mix32, seededRandom, unmix32, type Random } from './random.js';

export const defaultSeed = 'rupee-storefront';

/** Hosted titles are cut at 55 characters with a trailing "...". */
const titleLimit = 55;
const day = 24 * 60 * 60 * 1000;
/** The newest product is listed on this day; the others up to 540 days before it. */
const newestListing = Date.UTC(2025, 9, 1);

const attributeLabels: Readonly<Record<keyof ProductAttributes, string>> = {
  ram: 'RAM',
  storage: 'Internal Storage',
  battery: 'Battery Capacity',
  screenSize: 'Display Size',
  camera: 'Primary Camera',
};

const hex8 = (word: number) => word.toString(16).padStart(8, '0');

/**
 * The 24-hex id of product `index`. The first word is a bijection of the index (mix32 is invertible),
 * so two products never share an id; the other two words only make it look like a Mongo id.
 */
export function productId(index: number, seed = defaultSeed): string {
  const seedHash = hashString(seed);
  const first = mix32(index ^ seedHash);
  return hex8(first) + hex8(mix32(first ^ 0x9e3779b9)) + hex8(mix32(first + seedHash));
}

/**
 * The index of the product with this id in a catalogue of `size`, or undefined: the id's first word
 * is unmixed back into its index, and the whole id must then be that index's. No table of ids is kept.
 */
export function productIndex(id: string, size: number, seed = defaultSeed): number | undefined {
  if (!/^[0-9a-f]{24}$/.test(id)) return undefined;
  const index = (unmix32(Number.parseInt(id.slice(0, 8), 16)) ^ hashString(seed)) >>> 0;
  return index < size && productId(index, seed) === id ? index : undefined;
}

export function cutTitle(title: string): string {
  return title.length > titleLimit ? `${title.slice(0, titleLimit)}...` : title;
}

/** Where the server's pictures live. Stored root-relative; answers put their own origin in front (see ./encoded). */
export const imagesRoot = '/images/';

export function productImagePath(id: string, n: number): string {
  return `${imagesRoot}products/${id}/${n}.svg`;
}

function chooseFacts(kind: ProductKind, random: Random): Record<string, string> {
  return Object.fromEntries(kind.facts.map((fact) => [fact.name, random.pick(fact.values)]));
}

function prices(kind: ProductKind, random: Random) {
  const original = shelfPrice(random.int(kind.price[0], kind.price[1]));
  const percent = random.int(kind.discount[0], kind.discount[1]);
  const selling = Math.min(original - 1, shelfPrice(original * (1 - percent / 100)));
  return {
    sell_price: formatRupees(selling),
    org_price: formatRupees(original),
    discount: discountText(original, selling),
  };
}

function attributeLines(attributes: ProductAttributes): string[] {
  const lines: string[] = [];
  if (attributes.ram || attributes.storage)
    lines.push(
      [attributes.ram && `${attributes.ram} RAM`, attributes.storage && `${attributes.storage} ROM`]
        .filter(Boolean)
        .join(' | '),
    );
  if (attributes.screenSize) lines.push(`${attributes.screenSize} display`);
  if (attributes.camera) lines.push(`${attributes.camera} rear camera`);
  if (attributes.battery) lines.push(`${attributes.battery} battery`);
  return lines;
}

function specifications(
  brand: string,
  model: string,
  variant: string,
  kind: ProductKind,
  attributes: ProductAttributes,
  facts: Record<string, string>,
): Specification[] {
  const attributeSpecs = (Object.keys(attributeLabels) as (keyof ProductAttributes)[])
    .filter((key) => attributes[key])
    .map((key) => ({ name: attributeLabels[key], value: attributes[key] ?? '' }));
  return [
    { name: 'Brand', value: brand },
    { name: 'Model Name', value: model },
    { name: variant in colourHex ? 'Colour' : 'Variant', value: variant },
    ...attributeSpecs,
    ...Object.entries(facts).map(([name, value]) => ({ name, value })),
    { name: 'Warranty', value: kind.warranty },
  ];
}

export function generateProduct(index: number, seed = defaultSeed): Product {
  const random = seededRandom(mix32(hashString(seed) + Math.imul(index, 0x27d4eb2d)));
  const categoryName = categorySchedule[index % categorySchedule.length];
  const category = categories.find((c) => c.name === categoryName);
  if (!category) throw new Error(`No kinds for category ${String(categoryName)}`);

  const kind = random.pick(category.kinds);
  const brand = random.pick(kind.brands);
  const model = random.pick(kind.models);
  const variant = random.pick(kind.variants);
  const attributes = kind.attributes?.(random) ?? {};
  const facts = chooseFacts(kind, random);
  const fullTitle = kind
    .title({ brand, model, variant, noun: kind.noun, attributes, facts })
    .replace(/\s+/g, ' ')
    .trim();

  const id = productId(index, seed);
  const images = Array.from({ length: random.int(3, 5) }, (_, n) => productImagePath(id, n));
  const highlights = [
    ...attributeLines(attributes),
    ...Object.entries(facts).map(([name, value]) => `${name}: ${value}`),
  ].slice(0, 5);
  const seller = random.pick(sellers);
  const other = random.chance(0.6) ? random.sample(offerLabels, random.int(1, 2)) : undefined;
  const rating = Math.round((3 + random.next() * 1.9) * 10) / 10;
  const ratingCount = Math.floor(10 ** (1 + random.next() * 3.7));
  const createdAt = new Date(newestListing - Math.floor((random.next() * 540 * day) / 60_000) * 60_000).toISOString();
  const first = highlights[0] ?? kind.noun;

  return {
    _id: id,
    url: images[0] ?? productImagePath(id, 0),
    content: {
      title: cutTitle(fullTitle),
      clrTitle: variant,
      price: prices(kind, random),
      ...(other ? { other } : {}),
    },
    __v: 0,
    category: category.name,
    brand,
    rating,
    ratingCount,
    images,
    highlights,
    specifications: specifications(brand, model, variant, kind, attributes, facts),
    description: `${fullTitle}. The ${brand} ${model} ${kind.noun.toLowerCase()} comes with ${first}, and ships with ${kind.warranty.toLowerCase()}. Sold by ${seller}.`,
    seller,
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    createdAt,
  };
}
