/**
 * A title cut where search matched it, to highlight what matched: each word of the title whose
 * search form (text.ts) is among the matched catalogue words is marked, and so are two neighbours
 * that matched together ("Ear Buds" for "earbuds").
 */
import { words } from './text';

export interface TitlePart {
  text: string;
  match: boolean;
}

const wordPattern = /[\p{L}\p{M}\p{N}]+(?:\.\d+)?/gu;

export function highlight(title: string, matched: readonly string[]): TitlePart[] {
  if (matched.length === 0) return [{ text: title, match: false }];
  const wanted = new Set(matched);
  const found = [...title.matchAll(wordPattern)].map((hit) => ({
    start: hit.index,
    end: hit.index + hit[0].length,
    forms: words(hit[0]),
  }));
  const marked = found.map(({ forms }) => forms.some((form) => wanted.has(form)));
  found.forEach((word, i) => {
    const next = found[i + 1];
    if (next && wanted.has(`${word.forms[0] ?? ''}${next.forms[0] ?? ''}`)) marked[i] = marked[i + 1] = true;
  });
  const parts: TitlePart[] = [];
  let at = 0;
  found.forEach((word, i) => {
    if (!marked[i]) return;
    if (word.start > at) parts.push({ text: title.slice(at, word.start), match: false });
    parts.push({ text: title.slice(word.start, word.end), match: true });
    at = word.end;
  });
  if (at < title.length) parts.push({ text: title.slice(at), match: false });
  return parts;
}
