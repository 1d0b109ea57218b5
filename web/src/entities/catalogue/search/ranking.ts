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

export interface Match {
  score: number;
  /** The catalogue's words that matched. */
  words: Set<string>;
}

export type Matches = Map<number, Match>;

const k1 = 1.2;
const b = 0.7;
const delta = 0.5;
const prefixWeight = 0.6;
const typoWeight = 0.3;

/** The catalogue's words `leaf` finds, each with how much it counts. */
function wordsFound(index: CatalogueIndex, { word, typos, prefix }: Leaf): Map<string, number> {
  const found = new Map<string, number>();
  if (index.terms.has(word)) found.set(word, 1);
  if (prefix)
    for (const longer of index.terms.atPrefix(word).keys())
      if (!found.has(longer)) found.set(longer, (prefixWeight * word.length) / longer.length);
  if (typos > 0)
    for (const [near, [, edits]] of index.terms.fuzzyGet(word, typos)) {
      const weight = (typoWeight * word.length) / (word.length + edits);
      if ((found.get(near) ?? 0) < weight) found.set(near, weight);
    }
  return found;
}

function evaluateLeaf(index: CatalogueIndex, leaf: Leaf): Matches {
  const matches: Matches = new Map();
  const total = index.products.length;
  for (const [word, weight] of wordsFound(index, leaf)) {
    const postings = index.terms.get(word)!;
    for (const field of leaf.fields) {
      const f = fields.indexOf(field);
      const products = postings[f]!;
      if (products.size === 0) continue;
      const idf = Math.log(1 + (total - products.size + 0.5) / (products.size + 0.5));
      const { of: lengths, average } = index.lengths[f]!;
      for (const [id, frequency] of products) {
        const norm = 1 - b + (b * lengths[id]!) / (average || 1);
        const score = weight * fieldBoosts[field] * idf * (delta + (frequency * (k1 + 1)) / (frequency + k1 * norm));
        const match = matches.get(id);
        if (match) {
          match.score += score;
          match.words.add(word);
        } else matches.set(id, { score, words: new Set([word]) });
      }
    }
  }
  return matches;
}

function combine(parts: Matches[], every: boolean): Matches {
  if (parts.length === 0) return new Map();
  const sorted = every ? [...parts].sort((x, y) => x.size - y.size) : parts;
  const combined: Matches = new Map();
  for (const [id, first] of sorted[0]!) combined.set(id, { score: first.score, words: new Set(first.words) });
  for (const part of sorted.slice(1)) {
    if (every) {
      for (const [id, match] of combined) {
        const other = part.get(id);
        if (!other) combined.delete(id);
        else {
          match.score += other.score;
          for (const word of other.words) match.words.add(word);
        }
      }
    } else {
      for (const [id, other] of part) {
        const match = combined.get(id);
        if (!match) combined.set(id, { score: other.score, words: new Set(other.words) });
        else {
          match.score += other.score;
          for (const word of other.words) match.words.add(word);
        }
      }
    }
  }
  return combined;
}

/** The products `node` matches, by their place in the catalogue. */
export function evaluate(index: CatalogueIndex, node: QueryNode): Matches {
  if ('all' in node)
    return combine(
      node.all.map((part) => evaluate(index, part)),
      true,
    );
  if ('any' in node)
    return combine(
      node.any.map((part) => evaluate(index, part)),
      false,
    );
  return evaluateLeaf(index, node);
}
