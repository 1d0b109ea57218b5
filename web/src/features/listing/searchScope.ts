/**
 * A search listing's scope: the catalogue's products that match the text, best first, and what to
 * offer when none do. Loaded only for a search (listingView.ts takes it as a parameter), so the
 * search engine is no part of a category listing's script.
 */
import { noResultsHelp, type NoResultsHelp } from '../../entities/catalogue/search/noResults';
import { searchCatalogue } from '../../entities/catalogue/search/query';
import type { Transliterate } from '../../entities/catalogue/search/script';
import { shopWords } from '../../entities/catalogue/search/shopWords';
import type { Product } from '../../lib/api';

export interface Found {
  /** The matching products' places in the catalogue, best first. */
  positions: number[];
  help?: NoResultsHelp;
}

/** `toLatin` (indic.ts) reads words typed in an Indian script. */
export function searchScope(products: readonly Product[], query: string, toLatin?: Transliterate): Found {
  const request = { shopWords: shopWords(), toLatin };
  const positions = searchCatalogue(products, query, request).hits.map((hit) => hit.position);
  return positions.length > 0 ? { positions } : { positions, help: noResultsHelp(products, query, request) };
}
