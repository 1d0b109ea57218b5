/**
 * The shop's languages. Adding one is its catalogue, `src/locales/<code>/messages.po` (written by
 * `npm run i18n:extract`, then translated), plus one line here; `catalogues.test.ts` fails until
 * the catalogue has every English message. See docs/decisions/009-i18n-with-lingui.md.
 *
 * Pure data: lingui.config.ts reads it too.
 */
export interface Language {
  /** The catalogue's folder and the `<html lang>` value. */
  code: string;
  /** How the language names itself in the switcher. */
  name: string;
  /** The locale numbers, prices and dates are formatted in: Indian conventions for every language. */
  intl: string;
  /** A script font the project serves for it (lib/i18n/fonts.ts), loaded only while it is active. */
  font?: 'devanagari' | 'bengali' | 'tamil' | 'telugu';
}

export const languages = [
  { code: 'en', name: 'English', intl: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', intl: 'hi-IN', font: 'devanagari' },
  { code: 'mr', name: 'मराठी', intl: 'mr-IN', font: 'devanagari' },
  { code: 'bn', name: 'বাংলা', intl: 'bn-IN', font: 'bengali' },
  { code: 'ta', name: 'தமிழ்', intl: 'ta-IN', font: 'tamil' },
  { code: 'te', name: 'తెలుగు', intl: 'te-IN', font: 'telugu' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof languages)[number]['code'];

export const sourceLanguage: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

export function languageOf(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? languages[0];
}
