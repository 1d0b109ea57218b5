/**
 * How search reads text, the same for the catalogue and for what a shopper types: lower case,
 * accents dropped, words split at anything but letters and digits ("50Hrs" is also "50" and "hrs"),
 * plurals read as singulars, and words in an Indian script spelled in Latin letters when the
 * transliteration (indic.ts, loaded apart) is given.
 */
import { hasIndicLetters, type Transliterate } from './script';

/** Latin accents only: the marks of Indian scripts are vowels and stay. */
const latinAccents = /[\u0300-\u036f]/g;
const joiners = /[\u200c\u200d]/g;
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:\.\d+)?/gu;
const lettersThenDigits = /\p{L}+|\d+(?:\.\d+)?/gu;

/** Composed again after the accents go: Bengali's ো and Tamil's ோ are one vowel sign, not two. */
export const normalise = (text: string): string =>
  text.normalize('NFKD').replace(latinAccents, '').normalize('NFC').replace(joiners, '').toLowerCase();

/** A word as search keeps it: an English plural read as its singular ("headphones" → "headphone"). */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export interface Word {
  word: string;
  /** Typed in an Indian script and spelled here in Latin letters: matched by its sound too. */
  indic: boolean;
  /** As typed (normalised), before any transliteration. */
  typed: string;
}

/**
 * The words of `text`, in order, each stemmed and in Latin letters. A word mixing letters and
 * digits ("z40", "50hrs") comes whole and then in its parts, so "50 hrs" finds "50Hrs" and "z40"
 * still finds "Z40".
 */
export function readWords(text: string, toLatin?: Transliterate): Word[] {
  const found: Word[] = [];
  for (const typed of normalise(text).match(wordPattern) ?? []) {
    const indic = toLatin !== undefined && hasIndicLetters(typed);
    const word = indic ? toLatin(typed) : typed;
    const parts = /\d/.test(word) && /\p{L}/u.test(word) ? (word.match(lettersThenDigits) ?? []) : [];
    if (parts.length !== 1) found.push({ word: stem(word), indic, typed });
    for (const part of parts.length > 1 ? parts : []) found.push({ word: stem(part), indic, typed: part });
  }
  return found;
}

export const words = (text: string, toLatin?: Transliterate): string[] =>
  readWords(text, toLatin).map(({ word }) => word);

/** A few letter groups that sound alike, read as one: "ph" is "f", "ck" and "q" are "k". */
const soundAlikes: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/[ckq]h/g, 'k'],
  [/([tdbgjsz])h/g, '$1'],
  [/c(?=[eiy])/g, 's'],
  [/ck|c|q/g, 'k'],
  [/x/g, 'ks'],
  [/z/g, 'j'],
  [/v/g, 'w'],
];

/**
 * The consonant outline of a Latin word, how it sounds rather than how it is spelled: sound-alike
 * letters merged, vowels, h, w and y dropped, doubles read once. Voiced and voiceless stay apart
 * ("boat" is not "pot"): the scripts of the north and east write them apart.
 * "headphone" and "हेडफोन" (hedphon) are both "dfn"; "projector" and "प्रोजेक्टर" (projektar)
 * both "prjktr". Empty for a word with fewer than two consonants or with digits.
 */
export function skeleton(word: string): string {
  if (!/^[a-z]+$/.test(word)) return '';
  let outline = word;
  for (const [pattern, replacement] of soundAlikes) outline = outline.replace(pattern, replacement);
  outline = outline.replace(/[aeiouhwy]/g, '');
  const once = outline.replace(/(.)\1+/g, '$1');
  // Two letters are an outline only when nothing was merged into them: कुकर (kukar, "kkr") is not "kr".
  return once.length >= 3 || (once.length === 2 && outline.length === 2) ? once : '';
}
