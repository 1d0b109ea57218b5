/**
 * The active language. English, the source language, needs no catalogue: its messages stay in the
 * code where they are used and are compiled when first shown (./compileMessage.ts), so the shop
 * renders at once. Every other catalogue is a chunk of its own, fetched only when that language is
 * chosen (`import.meta.glob` without `eager`); a message it lacks shows in English. Activating a
 * language also sets `<html lang>` and loads its script font. Components translate with Lingui's
 * macros against this `i18n`.
 */
import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from './compileMessage';
import { loadFont } from './fonts';
import { initialLanguage, rememberLanguage } from './languagePreference';
import { isLanguageCode, languageOf, sourceLanguage, type LanguageCode } from './languages';

const otherCatalogues = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/messages.po',
  '!../../locales/en/messages.po',
]);

i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: sourceLanguage, locales: [languageOf(sourceLanguage).intl], messages: {} });

async function catalogueFor(code: LanguageCode): Promise<Messages> {
  if (code === sourceLanguage) return {};
  const load = otherCatalogues[`../../locales/${code}/messages.po`];
  if (!load) throw new Error(`no catalogue for language ${code}`);
  return (await load()).messages;
}

export async function activateLanguage(code: LanguageCode): Promise<void> {
  const language = languageOf(code);
  const [messages] = await Promise.all([catalogueFor(code), loadFont(language.font)]);
  i18n.loadAndActivate({ locale: code, locales: [language.intl], messages });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  // The script font's rule (./fonts/_script.scss) follows this, so languages sharing a script share it.
  if (language.font) document.documentElement.dataset.script = language.font;
  else delete document.documentElement.dataset.script;
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
