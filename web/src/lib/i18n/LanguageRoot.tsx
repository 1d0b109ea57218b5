/**
 * Lingui's provider around the whole shop. Choosing a language remounts what is inside (keyed by
 * the locale), so every text, including those translated outside React's context (`t` from
 * @lingui/core/macro) and in memoised route elements, shows in the new language at once.
 */
import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { i18n } from './i18n';

function RemountOnLanguageChange({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

export function LanguageRoot({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <RemountOnLanguageChange>{children}</RemountOnLanguageChange>
    </I18nProvider>
  );
}
