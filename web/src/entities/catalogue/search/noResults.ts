/**
 * What a search that finds nothing offers instead of a blank: "Did you mean …" (each word the
 * catalogue does not hold replaced by the nearest one it does, when that search finds something),
 * the categories nearest to what was typed, and popular products.
 */
import type { Product } from '../../../lib/api/types';
import { indexOf } from './catalogueIndex';
import { inEnglish, searchCatalogue, typosAllowed, type SearchRequest } from './query';
import { distance } from './distance';
import { readWords } from './text';

export interface NoResultsHelp {
  /** A search that finds products, when the typed one is near it. */
  didYouMean?: string;
  /** The categories nearest to what was typed, else the largest. */
  categories: string[];
  /** Popular products: most rated, then best rated, then first listed. */
  popular: Product[];
}

/** The catalogue's word nearest `word` (fewest edits, then most products), within a third of its length. */
function nearestWord(word: string, vocabulary: Map<string, number>): string | undefined {
  if (vocabulary.has(word) || !/^[a-z]+$/.test(word) || word.length < 3) return vocabulary.has(word) ? word : undefined;
  const bound = Math.max(typosAllowed(word) + 1, Math.ceil(word.length / 3));
  let best: { word: string; edits: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary) {
    const edits = distance(word, candidate, bound);
    if (edits > bound) continue;
    if (!best || edits < best.edits || (edits === best.edits && count > best.count))
      best = { word: candidate, edits, count };
  }
  return best?.word;
}

const popularity = (a: { product: Product; position: number }, b: { product: Product; position: number }) =>
  (b.product.ratingCount ?? 0) - (a.product.ratingCount ?? 0) ||
  (b.product.rating ?? 0) - (a.product.rating ?? 0) ||
  a.position - b.position;

export function noResultsHelp(
  products: readonly Product[],
  text: string,
  request: SearchRequest = {},
  popularCount = 8,
): NoResultsHelp {
  const { vocabulary } = indexOf(products);
  const typed = readWords(inEnglish(text, request.shopWords), request.toLatin).map(({ word }) => word);
  const corrected = typed
    .map((word) => nearestWord(word, vocabulary))
    .filter(Boolean)
    .join(' ');
  const found = corrected && corrected !== typed.join(' ') ? searchCatalogue(products, corrected, request).hits : [];
  const near = found.length > 0 ? found : typed.flatMap((word) => searchCatalogue(products, word, request).hits);
  const counts = new Map<string, number>();
  for (const { product } of near.length > 0 ? near : products.map((product) => ({ product }))) {
    if (product.category) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  return {
    ...(found.length > 0 ? { didYouMean: corrected } : {}),
    categories: [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([category]) => category),
    popular: products
      .map((product, position) => ({ product, position }))
      .sort(popularity)
      .slice(0, popularCount)
      .map(({ product }) => product),
  };
}
