/**
 * The active language. English, the source language, needs no catalogue: its messages stay in the
 * code where they are used and are compiled when first shown (./compileMessage.ts), so the shop
 * renders at once. Every other language's catalogue and script font come only when a page in it
 * opens (./languageFiles.ts); a message its catalogue lacks shows in English. Activating a language
 * also sets `<html lang>` and `data-script`. Components translate with Lingui's macros against this
 * `i18n`. A page's language is its URL's (./languageUrls.ts): another language is another page.
 */
import { i18n } from '@lingui/core';
import { compileMessage } from './compileMessage';
import { languageOf, sourceLanguage, type LanguageCode } from './languages';
import { splitLanguage } from './languageUrls';

i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: sourceLanguage, locales: [languageOf(sourceLanguage).intl], messages: {} });

export async function activateLanguage(code: LanguageCode): Promise<void> {
  const language = languageOf(code);
  const messages =
    code === sourceLanguage ? {} : await import('./languageFiles').then(({ languageFiles }) => languageFiles(language));
  i18n.loadAndActivate({ locale: code, locales: [language.intl], messages });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  // The script font's rule (./fonts/_script.scss) follows this, so languages sharing a script share it.
  document.documentElement.dataset.script = language.font ?? '';
}

/**
 * Before the first render: the language of the page's URL (`/hi/...` is Hindi, a root URL English),
 * whatever this browser chose before. The server wrote the same into `<html lang>`; the service
 * worker's index.html, served for any URL, says English.
 */
export function startingLanguage(urlPath: string): LanguageCode {
  return splitLanguage(urlPath).language;
}

/** Activates startingLanguage(urlPath). English needs no fetch. */
export function startLanguage(urlPath: string): Promise<void> {
  const code = startingLanguage(urlPath);
  return code === sourceLanguage ? Promise.resolve() : activateLanguage(code).catch(() => undefined);
}

export { i18n };
