/**
 * The language switcher (header on a wide screen, menu drawer on a phone): links to the same page
 * in each language (`/hi/...`, lib/i18n/languageUrls.ts), each language named in itself, with its
 * own `lang` so screen readers pronounce it and `hreflang` for what it leads to. Each is a whole new
 * page in that language, so it works without JavaScript too; in the bar the list opens from a
 * native disclosure (`<details>`) for the same reason. Following one remembers the choice on this
 * device, for the suggestion an English page may make (app/layout/LanguageSuggestion.tsx).
 */
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDismiss } from '../../hooks/useDismiss';
import { rememberLanguage } from '../../lib/i18n/languagePreference';
import { isLanguageCode, languageOf, languages, sourceLanguage } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/languageUrls';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './LanguageSwitcher.module.scss';

/** `tone`: 'bar' on the blue header (a menu under the current language), 'plain' in the drawer (the links in a row). */
export function LanguageSwitcher({ tone }: { tone: 'bar' | 'plain' }) {
  const { i18n } = useLingui();
  // The router's location is the shop's own path, without the language's prefix.
  const { pathname, search } = useLocation();
  const current = languageOf(isLanguageCode(i18n.locale) ? i18n.locale : sourceLanguage);
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (menu.current) menu.current.open = false;
  }, []);
  useDismiss(menu, close, open);

  const links = (
    <ul className={styles.list}>
      {languages.map(({ code, name }) => (
        <li key={code}>
          <a
            className={styles.link}
            href={localizedPath(`${pathname}${search}`, code)}
            hrefLang={code}
            lang={code}
            aria-current={code === current.code ? 'page' : undefined}
            onClick={() => rememberLanguage(code)}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label={t`Language`} className={clsx(styles.switcher, styles[tone])}>
      {tone === 'plain' ? (
        <>
          <span className={styles.heading}>{t`Language`}</span>
          {links}
        </>
      ) : (
        <details ref={menu} className={styles.menu} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className={styles.summary}>
            <VisuallyHidden>{t`Language`}: </VisuallyHidden>
            <span lang={current.code}>{current.name}</span>
            <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
              <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </summary>
          {links}
        </details>
      )}
    </nav>
  );
}
