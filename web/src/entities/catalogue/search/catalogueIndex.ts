/**
 * The catalogue's search index (MiniSearch, chosen by measurement: decision 026), built once per
 * catalogue. Each product is indexed by its title, brand, category (with the kind its picture
 * names) and the facts its title states, and by the sound of its words (for words typed in an
 * Indian script). Words written together in a title are also indexed joined ("Ear Buds" is also
 * "earbud"), so a shopper who writes them together finds them. query.ts says how a search reads.
 */
import MiniSearch from 'minisearch';
import type { Product } from '../../../lib/api/types';
import { pictureKindWord } from '../knowledge/pictureKindWord';
import { titleFacts } from '../knowledge/titleFacts';
import { skeleton, words } from './text';

export interface IndexedProduct {
  id: number;
  title: string;
  brand: string;
  category: string;
  facts: string;
  sound: string;
}

export const fieldBoosts = { title: 2, brand: 3, category: 1.5, facts: 1, sound: 1 } as const;

export type SearchField = keyof typeof fieldBoosts;

/** `title`'s words, then each pair of neighbours joined ("ear", "bud", "earbud"). */
function withJoinedPairs(title: string[]): string[] {
  const joined = title.slice(1).flatMap((word, i) => {
    const before = title[i]!;
    return /^[a-z]+$/.test(before) && /^[a-z]+$/.test(word) ? [before + word] : [];
  });
  return [...title, ...joined];
}

function toIndexed(product: Product, id: number): IndexedProduct {
  const title = words(product.content.title);
  const brand = words(product.brand ?? '');
  const kind = pictureKindWord(product.url) ?? '';
  const category = words(`${product.category ?? ''} ${kind.replace(/-/g, ' ')}`);
  return {
    id,
    title: withJoinedPairs(title).join(' '),
    brand: brand.join(' '),
    category: category.join(' '),
    facts: words(titleFacts(product.content.title).join(' ')).join(' '),
    sound: [...new Set([...title, ...brand, ...category].map(skeleton).filter(Boolean))].join(' '),
  };
}

export interface CatalogueIndex {
  products: readonly Product[];
  engine: MiniSearch<IndexedProduct>;
  /** Every word the index holds, with how many products hold it (for "Did you mean"). */
  vocabulary: Map<string, number>;
}

export function buildCatalogueIndex(products: readonly Product[]): CatalogueIndex {
  const engine = new MiniSearch<IndexedProduct>({
    fields: Object.keys(fieldBoosts),
    tokenize: (text) => (text ? text.split(' ') : []),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  const vocabulary = new Map<string, number>();
  const documents = products.map(toIndexed);
  for (const document of documents) {
    const seen = new Set(`${document.title} ${document.brand} ${document.category}`.split(' '));
    for (const word of seen) if (word) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }
  engine.addAll(documents);
  return { products, engine, vocabulary };
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
