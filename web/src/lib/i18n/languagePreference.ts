/**
 * The language this browser would rather read: the one chosen here before (kept on the device, like
 * the cart lines), else the first of the browser's preferred languages the shop speaks, else English.
 * It never decides what a page shows (the URL does: ./languageUrls.ts); it only lets an English page
 * offer the same page in the shopper's language (app/layout/LanguageSuggestion.tsx).
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

/** A language the shopper chose: a link of the switcher or of the suggestion, or "stay in English". */
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

export function preferredLanguage(preferred: readonly string[]): LanguageCode {
  return rememberedLanguage() ?? browserLanguage(preferred);
}

/**
 * The language to offer on a page in `pageLanguage`: only on an English page, only a language the
 * shopper prefers to English. A shopper who chose English (or said no to the offer) is offered none.
 */
export function suggestedLanguage(pageLanguage: LanguageCode, preferred: readonly string[]): LanguageCode | undefined {
  if (pageLanguage !== sourceLanguage) return undefined;
  const language = preferredLanguage(preferred);
  return language === sourceLanguage ? undefined : language;
}
