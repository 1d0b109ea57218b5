/**
 * The language this browser shows: the one chosen here before (kept on the device, like the cart
 * lines), else the first of the browser's preferred languages the shop speaks, else English.
 */
import Cookies from 'js-cookie';
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

/**
 * The same choice as a cookie, for the server that renders the pages (a language is no secret): it
 * renders the next page in this language, with no English first.
 */
export const languageCookie = 'lang';

export function rememberLanguage(code: LanguageCode): void {
  languageChoice.write(code);
  Cookies.set(languageCookie, code, { expires: 365, sameSite: 'Lax', path: '/' });
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

/** The languages of an `Accept-Language` header, most preferred first (`hi-IN,hi;q=0.9,en;q=0.5`). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/** On the server: the language cookie, else the request's preferred languages, else English. */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  return isLanguageCode(cookie) ? cookie : browserLanguage(acceptedLanguages(acceptLanguage));
}
