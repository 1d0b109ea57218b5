/**
 * Lingui's provider around the whole shop. Choosing a language remounts what is inside (keyed by
 * the locale), so every text, including those translated outside React's context (`t` from
 * @lingui/core/macro) and in memoised route elements, shows in the new language at once. The
 * browser has one instance; on the server each render passes its own (src/server/i18n.ts).
 */
import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { i18n } from './i18n';

function RemountOnLanguageChange({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

export function LanguageRoot({ children, instance = i18n }: { children: ReactNode; instance?: I18n }) {
  return (
    <I18nProvider i18n={instance}>
      <RemountOnLanguageChange>{children}</RemountOnLanguageChange>
    </I18nProvider>
  );
}
