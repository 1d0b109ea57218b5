/**
 * How a search reads what a shopper typed, over the catalogue's index (catalogueIndex.ts):
 * - every word counts, in any order (a product must match each one), ranked by relevance with the
 *   fields weighted (brand, title, category, facts);
 * - typos forgiven as Algolia does by default: one from 4 letters, two from 8; none in numbers;
 * - the last word matched as a prefix while typing (suggestions);
 * - plurals as singulars; words written apart or together ("ear buds", "earbuds");
 * - synonyms (synonyms.ts); the shop's own words in the shopper's language (shopWords.ts);
 * - words typed in an Indian script matched by their Latin spelling and by their sound;
 * - common joining words ("for", "with") ignored.
 */
import type { Query, SearchOptions } from 'minisearch';
import type { Product } from '../../../lib/api/types';
import { fieldBoosts, indexOf, type CatalogueIndex, type SearchField } from './catalogueIndex';
import { synonymGroups } from './synonyms';
import { normalise, readWords, skeleton, words, type Word } from './text';

/** A word of the shop shown in the shopper's language, and the English search it stands for. */
export interface ShopWord {
  shown: string;
  means: string;
}

export interface SearchRequest {
  /** Match the last word as the start of a word (while typing). */
  prefix?: boolean;
  /** The shop's words in the shopper's language (shopWords.ts). */
  shopWords?: readonly ShopWord[];
}

export interface SearchHit {
  product: Product;
  /** Place in the catalogue. */
  position: number;
  score: number;
  /** The catalogue's words that matched (to highlight them). */
  matched: string[];
}

const ignored = new Set(['for', 'with', 'and', 'the', 'of', 'in', 'to', 'a', 'an', 'by', 'on', 'from', 'under']);

/** Each word's synonyms (one word each: "air conditioner" is read "airconditioner"). */
const synonymsOf = new Map<string, string[]>();
for (const group of synonymGroups) {
  const terms = group.map((entry) => words(entry).join(''));
  for (const term of terms) synonymsOf.set(term, [...new Set([...(synonymsOf.get(term) ?? []), ...terms])]);
}

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8; none in numbers. */
export const typosAllowed = (term: string): number =>
  !/^[a-z]+$/.test(term) ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

const textFields = ['title', 'brand', 'category', 'facts'] satisfies SearchField[];

/** `text` with the shop's words in another language put back into English ("प्रोजेक्टर" → "Projector"). */
export function inEnglish(text: string, shopWords: readonly ShopWord[] = []): string {
  let read = ` ${normalise(text)} `;
  for (const { shown, means } of shopWords) {
    const at = read.indexOf(` ${shown} `);
    if (at >= 0) read = `${read.slice(0, at)} ${means} ${read.slice(at + shown.length + 2)}`;
  }
  return read.trim();
}

function termQuery({ word, indic }: Word, last: boolean, prefix: boolean): Query {
  const spellings = synonymsOf.get(word) ?? [word];
  const queries: Query[] = spellings.map((spelling) => ({
    queries: [spelling],
    fields: textFields,
    fuzzy: typosAllowed(spelling),
    prefix: prefix && last && spelling === word,
  }));
  const sound = indic ? skeleton(word) : '';
  if (sound) {
    queries.push({ queries: [sound], fields: ['sound'], fuzzy: sound.length >= 4 ? 1 : 0, prefix: prefix && last });
  }
  return { queries, combineWith: 'OR' };
}

/** The query tree: each word (or pair of neighbours that the catalogue holds joined) must match. */
export function queryOf(text: string, index: CatalogueIndex, request: SearchRequest = {}): Query | undefined {
  const typed = readWords(inEnglish(text, request.shopWords)).filter(({ word }) => !ignored.has(word));
  const prefix = request.prefix ?? false;
  const groups: Query[] = [];
  for (let i = 0; i < typed.length; i += 1) {
    const current = termQuery(typed[i]!, i === typed.length - 1, prefix);
    const next = typed[i + 1];
    const joined = next && typed[i]!.word + next.word;
    if (next && joined && /^[a-z]+$/.test(joined) && index.vocabulary.has(joined)) {
      const pair: Query = {
        queries: [current, termQuery(next, i + 1 === typed.length - 1, prefix)],
        combineWith: 'AND',
      };
      groups.push({
        queries: [pair, termQuery({ word: joined, indic: false }, i + 1 === typed.length - 1, prefix)],
        combineWith: 'OR',
      });
      i += 1;
    } else groups.push(current);
  }
  return groups.length > 0 ? { queries: groups, combineWith: 'AND' } : undefined;
}

const searchOptions: SearchOptions = { boost: fieldBoosts, weights: { fuzzy: 0.3, prefix: 0.6 }, maxFuzzy: 2 };

/** The products matching `text`, best first. */
export function searchCatalogue(products: readonly Product[], text: string, request: SearchRequest = {}): SearchHit[] {
  const index = indexOf(products);
  const query = queryOf(text, index, request);
  if (!query) return [];
  return index.engine.search(query, searchOptions).map((result) => ({
    product: index.products[result.id as number]!,
    position: result.id as number,
    score: result.score,
    matched: result.terms,
  }));
}
