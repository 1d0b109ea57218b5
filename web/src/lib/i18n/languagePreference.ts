/**
 * The language this browser shows: the one chosen here before (kept on the device, like the cart
 * lines), else the first of the browser's preferred languages the shop speaks, else English.
 */
import { readStoredJson, writeStoredJson } from '../deviceStorage';
import { isLanguageCode, languages, sourceLanguage, type LanguageCode } from './languages';

const storageKey = 'language';

export function rememberedLanguage(storage?: Storage): LanguageCode | undefined {
  const stored = readStoredJson(storageKey, storage);
  return isLanguageCode(stored) ? stored : undefined;
}

export function rememberLanguage(code: LanguageCode, storage?: Storage): void {
  writeStoredJson(storageKey, code, storage);
}

/** The first of `preferred` (navigator.languages, e.g. ['hi-IN', 'en']) the shop has, by its primary subtag. */
export function browserLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = languages.find((language) => language.code === primary);
    if (match) return match.code;
  }
  return sourceLanguage;
}

export function initialLanguage(preferred: readonly string[], storage?: Storage): LanguageCode {
  return rememberedLanguage(storage) ?? browserLanguage(preferred);
}
