/**
 * A query tree evaluated over the catalogue's index (catalogueIndex.ts), ranked by BM25+ with the
 * fields weighted, as MiniSearch and Lucene rank: a word counts more the fewer products have it and
 * the shorter the field it is in. A word found as the start of a longer one, or within a typo or
 * two, counts less than the word itself.
 */
import { fieldBoosts, fields, type CatalogueIndex, type SearchField } from './catalogueIndex';

export interface Leaf {
  word: string;
  fields: readonly SearchField[];
  /** Typos forgiven (edits). */
  typos: number;
  /** Also the words it starts. */
  prefix: boolean;
}

/** A word, or every one of its parts (`all`), or any of them (`any`). */
export type QueryNode = Leaf | { all: QueryNode[] } | { any: QueryNode[] };

/**
 * The products matched: their places in the catalogue (`ids`, in the order found) and each one's
 * score at its place (`score`, 0 for a product not matched). Plain arrays rather than maps: a broad
 * search ("phone") scores tens of thousands of products of a large catalogue.
 */
export interface Scores {
  ids: number[];
  score: Float64Array;
}

const none = (index: CatalogueIndex): Scores => ({ ids: [], score: new Float64Array(index.products.length) });
const has = (scores: Scores, id: number) => scores.score[id]! > 0;

const k1 = 1.2;
const b = 0.7;
const delta = 0.5;
const prefixWeight = 0.6;
const typoWeight = 0.3;
/** A prefix reads as the start of its most common 50 words at most. */
const mostCompletions = 50;

/** `word` with each pair of neighbouring letters swapped. */
const swaps = (word: string) =>
  Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2));

const productsWith = (index: CatalogueIndex, word: string) =>
  index.terms.get(word)!.reduce((sum, products) => sum + products.size, 0);

/** The words each leaf found: an "all" weighs its parts by them, then scores them (a leaf belongs to one index). */
const foundBy = new WeakMap<Leaf, Map<string, number>>();

/** The catalogue's words `leaf` finds, each with how much it counts; looked up once per leaf. */
function wordsFound(index: CatalogueIndex, leaf: Leaf): Map<string, number> {
  let found = foundBy.get(leaf);
  if (!found) foundBy.set(leaf, (found = lookUp(index, leaf)));
  return found;
}

function lookUp(index: CatalogueIndex, { word, typos, prefix }: Leaf): Map<string, number> {
  const found = new Map<string, number>();
  if (index.terms.has(word)) found.set(word, 1);
  if (prefix) {
    const joined = fields.indexOf('joined');
    const completions = [...index.terms.atPrefix(word)]
      // Not into two words joined: "orbitel" being typed is no "orbitelorbit".
      .filter(([, postings]) => postings.some((products, f) => f !== joined && products.size > 0))
      .map(([longer]) => ({ longer, count: productsWith(index, longer) }))
      .sort((x, y) => y.count - x.count)
      .slice(0, mostCompletions);
    for (const { longer } of completions)
      if (!found.has(longer)) found.set(longer, (prefixWeight * word.length) / longer.length);
  }
  if (typos > 0) {
    const near = [...index.terms.fuzzyGet(word, typos)].map(([other, [, edits]]) => [other, edits] as const);
    // Two letters swapped are one typo, as Algolia counts them (Levenshtein counts two).
    for (const swapped of swaps(word)) if (index.terms.has(swapped)) near.push([swapped, 1]);
    for (const [other, edits] of near) {
      // While typing, a typo may make a longer word, never a shorter one ("proj" is not "pro").
      if (prefix && other.length < word.length) continue;
      const weight = (typoWeight * word.length) / (word.length + edits);
      if ((found.get(other) ?? 0) < weight) found.set(other, weight);
    }
  }
  return found;
}

/**
 * Adds the products `leaf` matches, scored, to `into`; only those among `within` when given (the
 * products the other words of an "all" already narrowed it to: a common word then costs little).
 * Each word it reads goes into `read`.
 */
function evaluateLeaf(index: CatalogueIndex, leaf: Leaf, read: Set<string>, into: Scores, within?: Scores) {
  const total = index.products.length;
  for (const [word, weight] of wordsFound(index, leaf)) {
    read.add(word);
    const postings = index.terms.get(word)!;
    for (const field of leaf.fields) {
      const f = fields.indexOf(field);
      const products = postings[f]!;
      if (products.size === 0) continue;
      const idf = Math.log(1 + (total - products.size + 0.5) / (products.size + 0.5));
      const factor = weight * fieldBoosts[field] * idf;
      const { of: lengths, average } = index.lengths[f]!;
      const score = (id: number, frequency: number) => {
        const norm = 1 - b + (b * lengths[id]!) / (average || 1);
        if (into.score[id] === 0) into.ids.push(id);
        into.score[id]! += factor * (delta + (frequency * (k1 + 1)) / (frequency + k1 * norm));
      };
      if (within && within.ids.length < products.size) {
        for (const id of within.ids) {
          const frequency = products.get(id);
          if (frequency !== undefined) score(id, frequency);
        }
      } else {
        for (const [id, frequency] of products) if (!within || has(within, id)) score(id, frequency);
      }
    }
  }
}

/** How many products `node` could match at most: its cheapest parts go first in an "all". */
function reach(index: CatalogueIndex, node: QueryNode): number {
  if ('all' in node) return Math.min(...node.all.map((part) => reach(index, part)));
  if ('any' in node) return node.any.reduce((sum, part) => sum + reach(index, part), 0);
  let count = 0;
  for (const word of wordsFound(index, node).keys()) count += productsWith(index, word);
  return count;
}

/** Adds the products `node` matches (among `within`, when given) to `into`; each word it reads goes into `read`. */
function evaluateInto(index: CatalogueIndex, node: QueryNode, read: Set<string>, into: Scores, within?: Scores) {
  if ('any' in node) for (const part of node.any) evaluateInto(index, part, read, into, within);
  else if ('all' in node) {
    const parts = node.all.map((part) => ({ part, reach: reach(index, part) })).sort((x, y) => x.reach - y.reach);
    let combined = within;
    for (const { part } of parts) {
      const found = none(index);
      evaluateInto(index, part, read, found, combined);
      if (combined && combined !== within) for (const id of found.ids) found.score[id]! += combined.score[id]!;
      combined = found;
      if (found.ids.length === 0) return;
    }
    for (const id of combined?.ids ?? []) {
      if (into.score[id] === 0) into.ids.push(id);
      into.score[id]! += combined!.score[id]!;
    }
  } else evaluateLeaf(index, node, read, into, within);
}

/** The products `node` matches; each word it reads goes into `read`. */
export function evaluate(index: CatalogueIndex, node: QueryNode, read: Set<string>): Scores {
  const scores = none(index);
  evaluateInto(index, node, read, scores);
  return scores;
}

/** The words of `read` that product `id` holds: what matched it, to highlight. */
export const matchedIn = (index: CatalogueIndex, read: Iterable<string>, id: number): string[] =>
  [...read].filter((word) => index.terms.get(word)!.some((products) => products.has(id)));
