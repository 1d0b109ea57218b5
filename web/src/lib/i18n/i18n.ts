/**
 * The active language. English, the source language, needs no catalogue: its messages stay in the
 * code where they are used and are compiled when first shown (./compileMessage.ts), so the shop
 * renders at once. Every other language's catalogue and script font come only when it is chosen
 * (./languageFiles.ts); a message its catalogue lacks shows in English. Activating a language also
 * sets `<html lang>` and `data-script`. Components translate with Lingui's macros against this `i18n`.
 */
import { i18n } from '@lingui/core';
import { compileMessage } from './compileMessage';
import { initialLanguage, rememberLanguage } from './languagePreference';
import { isLanguageCode, languageOf, sourceLanguage, type LanguageCode } from './languages';

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

/** The switcher's action: show `code` now and on later visits from this browser. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await activateLanguage(code);
  rememberLanguage(code);
}

/**
 * Before the first render: the language the server rendered the page in (`<html lang>`, when it
 * did), else the remembered or the browser's language.
 */
export function startingLanguage(renderedIn?: string): LanguageCode {
  return isLanguageCode(renderedIn)
    ? renderedIn
    : initialLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Activates startingLanguage(renderedIn). English needs no fetch. */
export function startLanguage(renderedIn?: string): Promise<void> {
  const code = startingLanguage(renderedIn);
  return code === sourceLanguage ? Promise.resolve() : activateLanguage(code).catch(() => undefined);
}

export { i18n };
