/**
 * The language this browser shows: the one chosen here before (kept on the device, like the cart
 * lines), else the first of the browser's preferred languages the shop speaks, else English.
 */
import { browserValue } from '../deviceStorage';
import { isLanguageCode, languages, sourceLanguage, type LanguageCode } from './languages';

/** The choice belongs to the browser, not to a shopper: it survives signing out. */
const languageChoice = browserValue<LanguageCode | undefined>({
  name: 'language',
  version: 1,
  parse: (stored) => (isLanguageCode(stored) ? stored : undefined),
});

export function rememberedLanguage(): LanguageCode | undefined {
  return languageChoice.read();
}

export function rememberLanguage(code: LanguageCode): void {
  languageChoice.write(code);
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

export function initialLanguage(preferred: readonly string[]): LanguageCode {
  return rememberedLanguage() ?? browserLanguage(preferred);
}
