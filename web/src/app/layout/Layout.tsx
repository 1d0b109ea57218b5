import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useAppSelector } from '../../hooks/storeHooks';
import { useWhenIdle } from '../../hooks/useWhenIdle';
import { selectOutbox } from '../../entities/cart/outbox/cartOutboxSlice';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.scss';
import { OfflineBanner } from './OfflineBanner';
import { SkipLink } from './SkipLink';
import { skipTargets } from '../../lib/skipTargets';
import { suggestedLanguage } from '../../lib/i18n/languagePreference';
import { isLanguageCode, sourceLanguage, type LanguageCode } from '../../lib/i18n/languages';

// None draws anything on a first visit, so none is in the entry chunk (web/.size-limit.mjs), and
// none is fetched while the first screen loads: the cart sync notice only once there is a cart
// change to send or a refusal to show, the update prompt (which registers the service worker) when
// the browser is idle after the load, the language suggestion once the page is hydrated and only
// for a shopper who would rather read another language.
// All are optional: a shopper who goes offline before one was fetched keeps the screen without it,
// never the offline screen (a failed chunk would otherwise reach the route's error boundary).
type Drawn<Props> = { default: (props: Props) => ReactNode };
const optional = <Props extends object>(load: () => Promise<Drawn<Props>>) =>
  lazy((): Promise<Drawn<Props>> => load().catch(() => ({ default: () => null })));
const CartSyncNotice = optional(() =>
  import('../../features/cart/components/CartSyncNotice').then((m) => ({ default: m.CartSyncNotice })),
);
const UpdatePrompt = optional(() => import('../pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
const LanguageSuggestion = optional(() =>
  import('./LanguageSuggestion').then((m) => ({ default: m.LanguageSuggestion })),
);

/**
 * The language an English page offers this shopper, if any (./LanguageSuggestion.tsx). Read after
 * hydration, in the browser only: the server's page is the same for every shopper.
 */
function useSuggestedLanguage(): [LanguageCode | undefined, () => void] {
  const { i18n } = useLingui();
  const pageLanguage = isLanguageCode(i18n.locale) ? i18n.locale : sourceLanguage;
  const [suggested, setSuggested] = useState<LanguageCode>();
  useEffect(() => setSuggested(suggestedLanguage(pageLanguage, navigator.languages)), [pageLanguage]);
  return [suggested, () => setSuggested(undefined)];
}

/**
 * Every page: a skip link, the fixed top bar, the offline banner, the category bar, notices about cart changes
 * sent after a time offline, the screen, the footer, the update prompt and the language suggestion.
 */
export function Layout() {
  const cartWork = useAppSelector((state) => {
    const { changes, refusals } = selectOutbox(state);
    return changes.length > 0 || refusals.length > 0;
  });
  const [idle, setIdle] = useState(false);
  useWhenIdle(() => setIdle(true));
  const [suggested, closeSuggestion] = useSuggestedLanguage();
  return (
    <div className={styles.page}>
      <SkipLink />
      <Header />
      <div className={styles.belowBar}>
        <OfflineBanner />
        <CategoryNav />
        {cartWork && (
          <Suspense fallback={null}>
            <CartSyncNotice />
          </Suspense>
        )}
        <main id={skipTargets.main} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
      <Footer />
      {idle && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      {suggested && (
        <Suspense fallback={null}>
          <LanguageSuggestion language={suggested} onClose={closeSuggestion} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
