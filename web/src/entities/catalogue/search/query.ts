/**
 * How a search reads what a shopper typed, over the catalogue's index (catalogueIndex.ts; ranking.ts
 * ranks):
 * - every word counts, in any order (a product must match each one), ranked by relevance with the
 *   fields weighted (brand, title, category, facts);
 * - typos forgiven as Algolia does by default: one from 4 letters, two from 8; none in numbers;
 * - the last word matched as a prefix while typing (suggestions);
 * - plurals as singulars; words written apart or together ("ear buds", "earbuds");
 * - synonyms (synonyms.ts); the shop's own words in the shopper's language (shopWords.ts);
 * - words typed in an Indian script matched by their Latin spelling and by their sound;
 * - common joining words ("for", "with") ignored.
 */
import type { Product } from '../../../lib/api/types';
import { indexOf, type CatalogueIndex, type SearchField } from './catalogueIndex';
import { evaluate, type QueryNode } from './ranking';
import { synonymGroups } from './synonyms';
import type { Transliterate } from './script';
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
  /** Words in an Indian script, spelled in Latin letters (indic.ts; needed only for such text). */
  toLatin?: Transliterate;
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

function termQuery({ word, indic, typed }: Word, last: boolean, prefix: boolean): QueryNode {
  // A word typed in an Indian script is also looked for as typed (a catalogue may hold it so).
  const spellings = [...(synonymsOf.get(word) ?? [word]), ...(indic ? [typed] : [])];
  const any: QueryNode[] = spellings.map((spelling) => ({
    word: spelling,
    fields: textFields,
    typos: typosAllowed(spelling),
    prefix: prefix && last && spelling === word,
  }));
  // A two-letter outline is too loose for a long word (कुकर, kukar, is "kr": "core", "chair"...).
  const outline = indic ? skeleton(word) : '';
  const sound = outline.length >= 3 || word.length <= 4 ? outline : '';
  if (sound) any.push({ word: sound, fields: ['sound'], typos: sound.length >= 4 ? 1 : 0, prefix: prefix && last });
  return { any };
}

/** The query tree: each word (or pair of neighbours that the catalogue holds joined) must match. */
export function queryOf(text: string, index: CatalogueIndex, request: SearchRequest = {}): QueryNode | undefined {
  const typed = readWords(inEnglish(text, request.shopWords), request.toLatin).filter(({ word }) => !ignored.has(word));
  const prefix = request.prefix ?? false;
  const all: QueryNode[] = [];
  for (let i = 0; i < typed.length; i += 1) {
    const current = termQuery(typed[i]!, i === typed.length - 1, prefix);
    const next = typed[i + 1];
    const joined = next && typed[i]!.word + next.word;
    if (next && joined && /^[a-z]+$/.test(joined) && index.vocabulary.has(joined)) {
      const nextIsLast = i + 1 === typed.length - 1;
      const apart: QueryNode = { all: [current, termQuery(next, nextIsLast, prefix)] };
      all.push({ any: [apart, termQuery({ word: joined, indic: false, typed: joined }, nextIsLast, prefix)] });
      i += 1;
    } else all.push(current);
  }
  return all.length > 0 ? { all } : undefined;
}

/** The products matching `text`, best first (then in catalogue order). */
export function searchCatalogue(products: readonly Product[], text: string, request: SearchRequest = {}): SearchHit[] {
  const index = indexOf(products);
  const query = queryOf(text, index, request);
  if (!query) return [];
  return [...evaluate(index, query)]
    .map(([position, match]) => ({
      product: index.products[position]!,
      position,
      score: match.score,
      matched: [...match.words],
    }))
    .sort((x, y) => y.score - x.score || x.position - y.position);
}
