/**
 * The search rule: a product matches when its lowercased title contains the lowercased
 * typed text, and suggestions show only for non-empty text over a loaded catalogue.
 *
 * Titles are lowercased once per catalogue (not per keystroke), and the suggestion list renders at
 * most `limit` rows while still counting every match, so a keystroke over 10,000 products stays
 * well inside one frame.
 */
import type { Product } from '../../lib/api';

export interface SearchEntry {
  lowerTitle: string;
  product: Product;
}

export const SUGGESTION_LIMIT = 50;

export function buildSearchIndex(products: readonly Product[]): SearchEntry[] {
  return products.map((product) => ({ lowerTitle: product.content.title.toLowerCase(), product }));
}

export interface Suggestions {
  /** The first `limit` matches, in catalogue order. */
  shown: Product[];
  /** How many products match in all. */
  total: number;
}

const none: Suggestions = { shown: [], total: 0 };

export function findSuggestions(index: readonly SearchEntry[], typed: string, limit = SUGGESTION_LIMIT): Suggestions {
  if (typed.trim() === '' || index.length === 0) return none;
  const needle = typed.toLowerCase();
  const shown: Product[] = [];
  let total = 0;
  for (const entry of index) {
    if (!entry.lowerTitle.includes(needle)) continue;
    total += 1;
    if (shown.length < limit) shown.push(entry.product);
  }
  return { shown, total };
}

/** Splits `title` around the first case-insensitive occurrence of `typed`, to highlight it. */
export function splitAtMatch(title: string, typed: string): [before: string, match: string, after: string] {
  const at = typed ? title.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return [title, '', ''];
  return [title.slice(0, at), title.slice(at, at + typed.length), title.slice(at + typed.length)];
}
