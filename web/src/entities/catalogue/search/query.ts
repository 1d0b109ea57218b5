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
import { distance } from './distance';
import { evaluate, matchedIn, type QueryNode } from './ranking';
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
}

/** The products a search matched, best first, and the words that matched one (to highlight them). */
export interface Found {
  hits: SearchHit[];
  /** Asked of the few hits shown. */
  matched: (hit: SearchHit) => string[];
}

const ignored = new Set(['for', 'with', 'and', 'the', 'of', 'in', 'to', 'a', 'an', 'by', 'on', 'from', 'under']);

/** Each word's synonyms (one word each: "air conditioner" is read "airconditioner"). */
const synonymsOf = new Map<string, string[]>();
for (const group of synonymGroups) {
  const terms = group.map((entry) => words(entry).join(''));
  for (const term of terms) synonymsOf.set(term, [...new Set([...(synonymsOf.get(term) ?? []), ...terms])]);
}

/** The synonyms of `word`, or of the word of synonyms.ts it misspells ("smartfone": smartphone's). */
function spellingsOf(word: string): string[] {
  const typos = typosAllowed(word);
  const meant = synonymsOf.has(word)
    ? word
    : typos > 0
      ? [...synonymsOf.keys()].find((known) => distance(word, known, typos) <= typos)
      : undefined;
  return [...new Set([word, ...(meant ? synonymsOf.get(meant)! : [])])];
}

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8; none in numbers. */
export const typosAllowed = (term: string): number =>
  !/^[a-z]+$/.test(term) ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

const textFields = ['title', 'joined', 'brand', 'category', 'facts'] satisfies SearchField[];

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
  const spellings = [...spellingsOf(word), ...(indic ? [typed] : [])];
  const any: QueryNode[] = spellings.map((spelling) => ({
    word: spelling,
    fields: textFields,
    typos: typosAllowed(spelling),
    prefix: prefix && last && spelling === word,
  }));
  const sound = indic ? skeleton(word) : '';
  if (sound) any.push({ word: sound, fields: ['sound'], typos: sound.length >= 4 ? 1 : 0, prefix: prefix && last });
  return { any };
}

/** The query tree: each word (or pair of neighbours that the catalogue holds joined) must match. */
export function queryOf(text: string, index: CatalogueIndex, request: SearchRequest = {}): QueryNode | undefined {
  const typed = readWords(inEnglish(text, request.shopWords), request.toLatin).filter(({ word }) => !ignored.has(word));
  // One letter reads as the start of words only beside other words (alone it starts most of them).
  const prefix = (request.prefix ?? false) && (typed.length > 1 || (typed[0]?.word.length ?? 0) > 1);
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
  return all.length > 1 ? { all } : all[0];
}

/** The products matching `text`, best first (then in catalogue order). */
export function searchCatalogue(products: readonly Product[], text: string, request: SearchRequest = {}): Found {
  const index = indexOf(products);
  const query = queryOf(text, index, request);
  const read = new Set<string>();
  const { ids, score } = query ? evaluate(index, query, read) : { ids: [], score: new Float64Array() };
  const hits = ids
    .sort((x, y) => score[y]! - score[x]! || x - y)
    .map((position) => ({ product: index.products[position]!, position, score: score[position]! }));
  return { hits, matched: (hit) => matchedIn(index, read, hit.position) };
}
