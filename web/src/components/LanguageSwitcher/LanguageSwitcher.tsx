/**
 * The language switcher (header on a wide screen, menu drawer on a phone): each language named in
 * itself, with its own `lang` so screen readers pronounce it. The choice is kept on this device.
 */
import { ScriptNeeded } from '../ScriptNeeded/ScriptNeeded';
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { chooseLanguage } from '../../lib/i18n/i18n';
import { isLanguageCode, languages } from '../../lib/i18n/languages';
import styles from './LanguageSwitcher.module.scss';

/** `tone`: 'bar' on the blue header (label for screen readers only), 'plain' in the drawer. */
export function LanguageSwitcher({ tone }: { tone: 'bar' | 'plain' }) {
  const { i18n } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <span className={clsx(styles.switcher, styles[tone])}>
      <label htmlFor={id} className={styles.label}>
        {t`Language`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.locale}
        disabled={busy}
        onChange={(event) => {
          const code = event.target.value;
          if (!isLanguageCode(code)) return;
          setBusy(true);
          void chooseLanguage(code).finally(() => setBusy(false));
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <ScriptNeeded>{t`Choosing a language needs JavaScript: the shop follows your browser's language.`}</ScriptNeeded>
    </span>
  );
}
