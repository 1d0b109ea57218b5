/**
 * The search box's suggestions, loaded only when the shopper is about to search (SearchBox.tsx
 * imports this module lazily, so the search engine stays out of the entry script): the catalogue's
 * products ranked for what is typed so far, the last word read as the start of a word, each title
 * cut where it matched.
 */
import { highlight, type TitlePart } from '../../entities/catalogue/search/highlight';
import { searchCatalogue } from '../../entities/catalogue/search/query';
import type { Transliterate } from '../../entities/catalogue/search/script';
import { shopWords } from '../../entities/catalogue/search/shopWords';
import type { Product } from '../../lib/api';

export interface Suggestion {
  product: Product;
  title: TitlePart[];
}

export interface Suggestions {
  /** The best `limit` matches, best first. */
  shown: Suggestion[];
  /** How many products match in all. */
  total: number;
}

export const SUGGESTION_LIMIT = 10;

/** `toLatin` (indic.ts) reads words typed in an Indian script. */
export function suggest(
  products: readonly Product[],
  typed: string,
  toLatin?: Transliterate,
  limit = SUGGESTION_LIMIT,
): Suggestions {
  if (typed.trim() === '' || products.length === 0) return { shown: [], total: 0 };
  const { hits, matched } = searchCatalogue(products, typed, { prefix: true, shopWords: shopWords(), toLatin });
  return {
    shown: hits
      .slice(0, limit)
      .map((hit) => ({ product: hit.product, title: highlight(hit.product.content.title, matched(hit)) })),
    total: hits.length,
  };
}
