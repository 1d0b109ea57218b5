/**
 * Where each language lives: English at the root (`/detail-view/abc`), every other language under
 * its code (`/hi/detail-view/abc`, `/ta/`). The URL alone says which language a page is in, so a
 * search engine indexes each language, a shared link opens in the language it was shared in, and
 * caches key on the URL alone (issue 47). The router runs under the prefix as its basename
 * (app/router.tsx), so the shop's links (lib/paths.ts) never spell it.
 *
 * Pure: the renderer, the browser and the service worker read it.
 */
import { isLanguageCode, languages, sourceLanguage, type LanguageCode } from './languages';

/** The path prefix of `language`: '' for English, `/hi` for Hindi. */
export function languageBase(language: LanguageCode): string {
  return language === sourceLanguage ? '' : `/${language}`;
}

/** `path` (the shop's own, from lib/paths: `/detail-view/abc?x=1`) as `language`'s URL path. */
export function localizedPath(path: string, language: LanguageCode): string {
  // The home page of a language is its prefix with a slash: `/hi/`.
  return `${languageBase(language)}${path}`;
}

/** A URL path split into its language and the shop's own path: `/hi/cart` → hi, `/cart`; `/cart` → en, `/cart`. */
export function splitLanguage(urlPath: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2})(?=$|[/?#])/.exec(urlPath);
  const code = match?.[1];
  if (!code || code === sourceLanguage || !isLanguageCode(code)) return { language: sourceLanguage, path: urlPath };
  const rest = urlPath.slice(code.length + 1);
  return { language: code, path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
}

/** `path` in every language, English first: the `hreflang` alternates of a page. */
export function alternatePaths(path: string): { language: LanguageCode; path: string }[] {
  return languages.map(({ code }) => ({ language: code, path: localizedPath(path, code) }));
}
