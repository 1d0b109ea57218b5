/**
 * The search box's suggestions, loaded only when the shopper is about to search (SearchBox.tsx
 * imports this module lazily, so the search engine stays out of the entry script): the catalogue's
 * products ranked for what is typed so far, the last word read as the start of a word, each title
 * cut where it matched. A large catalogue (catalogueSize.ts) stays on the server: the shop server's
 * /search-suggestions runs the same search there.
 */
import { highlight, type TitlePart } from '../../entities/catalogue/search/highlight';
import { searchCatalogue } from '../../entities/catalogue/search/query';
import type { Transliterate } from '../../entities/catalogue/search/script';
import { shopWords } from '../../entities/catalogue/search/shopWords';
import type { Product } from '../../lib/api';

export interface Suggestion {
  product: Pick<Product, '_id' | 'url'>;
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

/** What the shop server's /search-suggestions answers (shop-server/src/search-suggestions.ts). */
interface ServerSuggestions {
  total: number;
  products: { _id: string; url: string; title: string; matched: string[] }[];
}

/**
 * The shop server's suggestions for `typed` in `language`; undefined where there is no such route
 * (a shop served by another host, or suggestions turned off there) or it failed.
 */
export async function fetchSuggestions(
  typed: string,
  language: string,
  signal: AbortSignal,
): Promise<Suggestions | undefined> {
  const query = new URLSearchParams({ q: typed.trim().slice(0, 100), lang: language });
  try {
    const answer = await fetch(`/search-suggestions?${query.toString()}`, { signal });
    if (!answer.ok) return undefined;
    const { total, products } = (await answer.json()) as ServerSuggestions;
    return {
      total,
      shown: products.map(({ _id, url, title, matched }) => ({
        product: { _id, url },
        title: highlight(title, matched),
      })),
    };
  } catch {
    return undefined;
  }
}
