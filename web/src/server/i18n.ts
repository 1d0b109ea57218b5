/**
 * The server's Lingui instances: one per language, made the first time a page asks for it, with
 * its catalogue loaded and activated once and never switched after, so any number of renders read
 * it at once (each render reads the one of its shopper's language, ./renderScope.ts). Messages
 * compiled in one render stay compiled for the next.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '../lib/i18n/compileMessage';
import { catalogueOf } from '../lib/i18n/languageFiles';
import { languageOf, sourceLanguage, type LanguageCode } from '../lib/i18n/languages';

const instances = new Map<LanguageCode, Promise<I18n>>();

async function made(code: LanguageCode): Promise<I18n> {
  const instance = setupI18n();
  instance.setMessagesCompiler(compileMessage);
  instance.loadAndActivate({
    locale: code,
    locales: [languageOf(code).intl],
    messages: code === sourceLanguage ? {} : await catalogueOf(code),
  });
  return instance;
}

export function i18nFor(code: LanguageCode): Promise<I18n> {
  let instance = instances.get(code);
  if (!instance) {
    instance = made(code);
    instances.set(code, instance);
    instance.catch(() => instances.delete(code));
  }
  return instance;
}
