/**
 * The search box's suggestions answered by a server, for a catalogue too large for the browser to
 * hold (past 2,000 products it never downloads it): the same search as the browser's own
 * (entities/catalogue/search: typos, plurals, synonyms, the last word as a prefix) over the same
 * catalogue as the shop understands it (knowCatalogue), with the shop's words in the shopper's
 * language. No React: the shop server calls it from its own route (contract.d.ts).
 *
 * A catalogue is known and indexed once, by its array's identity: a server parses its catalogue
 * once, makes it ready (`prepareSuggestions`: only what search reads is kept) and hands the same
 * array to every call. A language's shop words are read once, inside a scope of that language's
 * Lingui instance (./renderScope.ts), so renders in other languages running at the same time are
 * not disturbed.
 */
import { knowCatalogue } from '../entities/catalogue/knowCatalogue';
import { indexOf } from '../entities/catalogue/search/catalogueIndex';
import { toLatin } from '../entities/catalogue/search/indic';
import { searchCatalogue, type ShopWord } from '../entities/catalogue/search/query';
import { shopWords } from '../entities/catalogue/search/shopWords';
import type { Price, Product } from '../lib/api/types';
import { isLanguageCode, sourceLanguage, type LanguageCode } from '../lib/i18n/languages';
import { i18nFor } from './i18n';
import { renderScope } from './renderScope';

export interface SuggestionRequest {
  /** The whole catalogue, as the API sends it (`prod` of GET /product-api/get-products). */
  products: readonly Product[];
  /** What the shopper has typed so far. */
  query: string;
  /** The shopper's language (default English; an unknown one is English). */
  language?: string;
  /** How many suggestions at most (default 10, at most 20). */
  limit?: number;
}

export interface SuggestedProduct {
  _id: string;
  /** The product's picture. */
  url: string;
  title: string;
  price: Price;
  /** The catalogue's words that matched, to highlight them (entities/catalogue/search/highlight.ts). */
  matched: string[];
}

export interface SuggestionAnswer {
  /** How many products match in all. */
  total: number;
  /** The best `limit` of them, best first. */
  products: SuggestedProduct[];
}

export const suggestionLimits = { default: 10, max: 20 } as const;

const knownCatalogues = new WeakMap<readonly Product[], Product[]>();

/** `products` as the shop understands them, with their search index built: once per array. */
function known(products: readonly Product[]): Product[] {
  let catalogue = knownCatalogues.get(products);
  if (!catalogue) {
    catalogue = knowCatalogue(products);
    knownCatalogues.set(products, catalogue);
    knownCatalogues.set(catalogue, catalogue);
  }
  indexOf(catalogue);
  return catalogue;
}

/**
 * A record cut to what a search reads and a suggestion shows (its picture, title, price, category
 * and brand; a generated product's description and specifications are most of its memory), or
 * nothing if it lacks one of them.
 */
function searchable(record: unknown): Product | undefined {
  const product = record as Partial<Product> | null;
  const content = product?.content;
  if (typeof product?._id !== 'string' || typeof product.url !== 'string') return undefined;
  if (typeof content?.title !== 'string' || typeof content.price !== 'object' || content.price === null)
    return undefined;
  const { category, brand } = product;
  return {
    _id: product._id,
    url: product.url,
    content: {
      title: content.title,
      price: content.price,
      clrTitle: typeof content.clrTitle === 'string' ? content.clrTitle : '',
    },
    __v: 0,
    ...(typeof category === 'string' ? { category } : {}),
    ...(typeof brand === 'string' ? { brand } : {}),
  };
}

/**
 * The catalogue's records (`prod` of GET /product-api/get-products, as parsed) made ready for
 * suggestions: the searchable ones, cut to what search reads, the first `maxProducts` of them
 * known and indexed. Hand the `products` it gives to every `suggestProducts`.
 */
export function prepareSuggestions(
  records: readonly unknown[],
  maxProducts = Infinity,
): { products: Product[]; indexed: number; total: number } {
  const catalogue = records.map(searchable).filter((product) => product !== undefined);
  const products = known(catalogue.slice(0, maxProducts));
  return { products, indexed: products.length, total: catalogue.length };
}

const noApi = () => Promise.resolve(new Response(null, { status: 403 }));

/** The shop's words in `language`, read in that language's own scope (never the process's Lingui); shopWords keeps them. */
async function shopWordsIn(language: LanguageCode): Promise<ShopWord[]> {
  const i18n = await i18nFor(language);
  return renderScope.run({ i18n, callApi: noApi }, shopWords);
}

export async function suggestProducts({
  products,
  query,
  language,
  limit = suggestionLimits.default,
}: SuggestionRequest): Promise<SuggestionAnswer> {
  const text = query.trim();
  if (text === '' || products.length === 0) return { total: 0, products: [] };
  const words = await shopWordsIn(isLanguageCode(language) ? language : sourceLanguage);
  const { hits, matched } = searchCatalogue(known(products), text, { prefix: true, shopWords: words, toLatin });
  const most = Math.max(1, Math.min(suggestionLimits.max, Math.floor(limit) || suggestionLimits.default));
  return {
    total: hits.length,
    products: hits.slice(0, most).map((hit) => ({
      _id: hit.product._id,
      url: hit.product.url,
      title: hit.product.content.title,
      price: hit.product.content.price,
      matched: matched(hit),
    })),
  };
}
