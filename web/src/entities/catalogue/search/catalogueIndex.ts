/**
 * The catalogue's search index, built once per catalogue: MiniSearch's radix tree (SearchableMap,
 * which finds a word, the words it starts, and the words within a few typos of it) over every word
 * of the catalogue, each word holding the products that have it, per field (decision 026: the tree
 * without the rest of MiniSearch, a third of its size; query.ts reads the query and ranks).
 *
 * Each product is indexed by its title, brand, category (with the kind its picture names) and the
 * facts its title states, and by the sound of its words (for words typed in an Indian script).
 * Words written apart in a title are also indexed joined ("Ear Buds" is also "earbud"), in a field
 * of their own: a word being typed is not completed into one ("orbitel" is not "orbitelorbit").
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { Product } from '../../../lib/api/types';
import { pictureKindWord } from '../knowledge/pictureKindWord';
import { titleFacts } from '../knowledge/titleFacts';
import { skeleton, words } from './text';

export const fields = ['title', 'joined', 'brand', 'category', 'facts', 'sound'] as const;
export type SearchField = (typeof fields)[number];
export const fieldBoosts: Record<SearchField, number> = {
  title: 2,
  joined: 2,
  brand: 3,
  category: 1.5,
  facts: 1,
  sound: 1,
};

/** Per field (by its place in `fields`), how often each product (by its place in the catalogue) has the word. */
export type Postings = Map<number, number>[];

export interface CatalogueIndex {
  products: readonly Product[];
  terms: SearchableMap<Postings>;
  /** Per field, each product's number of words, and their average. */
  lengths: { of: Uint16Array; average: number }[];
  /** Every word of the titles, brands and categories, with how many products hold it ("Did you mean"). */
  vocabulary: Map<string, number>;
}

/** Each pair of neighbours in `title` joined ("ear", "bud": "earbud"). */
function joinedPairs(title: string[]): string[] {
  return title.slice(1).flatMap((word, i) => {
    const before = title[i]!;
    // Words of letters, two at least: "32 L Laptop" is not "llaptop".
    return /^[a-z]{2,}$/.test(before) && /^[a-z]{2,}$/.test(word) ? [before + word] : [];
  });
}

function fieldWords(product: Product): Record<SearchField, string[]> {
  const title = words(product.content.title);
  const brand = words(product.brand ?? '');
  const category = words(`${product.category ?? ''} ${(pictureKindWord(product.url) ?? '').replace(/-/g, ' ')}`);
  return {
    title,
    joined: joinedPairs(title),
    brand,
    category,
    facts: words(titleFacts(product.content.title).join(' ')),
    // Not of two-letter words: "BT" (Bluetooth) is no "बोट" (boAt).
    sound: [
      ...new Set(
        [...title, ...brand, ...category]
          .filter((word) => word.length > 2)
          .map(skeleton)
          .filter(Boolean),
      ),
    ],
  };
}

export function buildCatalogueIndex(products: readonly Product[]): CatalogueIndex {
  const terms = new SearchableMap<Postings>();
  const lengths = fields.map(() => ({ of: new Uint16Array(products.length), average: 0 }));
  const vocabulary = new Map<string, number>();
  products.forEach((product, id) => {
    const indexed = fieldWords(product);
    fields.forEach((field, f) => {
      lengths[f]!.of[id] = indexed[field].length;
      for (const word of indexed[field]) {
        const postings = terms.fetch(word, () => fields.map(() => new Map<number, number>()));
        postings[f]!.set(id, (postings[f]!.get(id) ?? 0) + 1);
      }
    });
    for (const word of new Set([...indexed.title, ...indexed.joined, ...indexed.brand, ...indexed.category]))
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  });
  for (const length of lengths) length.average = length.of.reduce((sum, n) => sum + n, 0) / (products.length || 1);
  return { products, terms, lengths, vocabulary };
}

/** A cheap fingerprint of a catalogue: its size and a hash of its ids and titles. */
function fingerprintOf(products: readonly Product[]): string {
  let hash = 0x811c9dc5;
  for (const product of products) {
    const text = product._id + product.content.title;
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return `${products.length}:${hash >>> 0}`;
}

const byArray = new WeakMap<readonly Product[], CatalogueIndex>();
/** The last indexes built, by fingerprint: a server reads the same catalogue afresh for each page. */
const byFingerprint = new Map<string, CatalogueIndex>();
const fingerprintsKept = 2;

/** The index of `products`, built once per catalogue. */
export function indexOf(products: readonly Product[]): CatalogueIndex {
  const kept = byArray.get(products);
  if (kept) return kept;
  const fingerprint = fingerprintOf(products);
  const same = byFingerprint.get(fingerprint);
  const index = same ? { ...same, products } : buildCatalogueIndex(products);
  byFingerprint.delete(fingerprint);
  byFingerprint.set(fingerprint, index);
  while (byFingerprint.size > fingerprintsKept) byFingerprint.delete(byFingerprint.keys().next().value!);
  byArray.set(products, index);
  return index;
}
