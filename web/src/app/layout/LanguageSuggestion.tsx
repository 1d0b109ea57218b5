/**
 * The offer an English page makes to a shopper who would rather read another of the shop's
 * languages (their browser's, or one they chose here before): the same page in that language, in a
 * small notice written in it. It suggests and never sends anyone anywhere: the page stays the English
 * URL it was asked as (a link shared in English opens in English), and "Stay in English" is
 * remembered so it is not offered again. Drawn only in the browser, after hydration (the server's
 * page is the same for every shopper), and fixed to the screen's foot so that nothing moves.
 * Its own chunk, with the catalogue of the language it offers (app/layout/Layout.tsx).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { compileMessage } from '../../lib/i18n/compileMessage';
import { rememberLanguage } from '../../lib/i18n/languagePreference';
import { languageOf, sourceLanguage, type LanguageCode } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/languageUrls';
import styles from './LanguageSuggestion.module.scss';

/** The notice's words, read in the language offered (`language` is its own name: हिन्दी). */
const texts = {
  offer: (language: string) => msg`This page is also in ${language}.`,
  follow: (language: string) => msg`Read it in ${language}`,
  stay: msg`Stay in English`,
};

/**
 * A Lingui instance of `code` of its own: the page around the notice stays in English. The
 * catalogue's loader is imported as i18n.ts imports it, by itself: the build keeps it a chunk of its
 * own, which a server-rendered page in another language names for the browser to fetch early.
 */
async function wordsOf(code: LanguageCode): Promise<I18n> {
  const { catalogueOf } = await import('../../lib/i18n/languageFiles');
  const words = setupI18n();
  words.setMessagesCompiler(compileMessage);
  words.loadAndActivate({ locale: code, locales: [languageOf(code).intl], messages: await catalogueOf(code) });
  return words;
}

export function LanguageSuggestion({ language, onClose }: { language: LanguageCode; onClose: () => void }) {
  const { pathname, search } = useLocation();
  const [words, setWords] = useState<I18n>();
  useEffect(() => {
    let current = true;
    // Without its words (offline, the chunk gone) the page simply makes no offer.
    wordsOf(language).then(
      (loaded) => current && setWords(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (!words) return null;
  const { name } = languageOf(language);
  return (
    <div className={styles.notice} role="status" lang={language}>
      <p className={styles.offer}>{words._(texts.offer(name))}</p>
      <a
        className={styles.follow}
        href={localizedPath(`${pathname}${search}`, language)}
        hrefLang={language}
        onClick={() => rememberLanguage(language)}
      >
        {words._(texts.follow(name))}
      </a>
      <Button
        variant="text"
        className={styles.stay}
        onClick={() => {
          rememberLanguage(sourceLanguage);
          onClose();
        }}
      >
        {words._(texts.stay)}
      </Button>
    </div>
  );
}
