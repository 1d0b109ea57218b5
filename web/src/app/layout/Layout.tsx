import { lazy, Suspense, useState, type ReactNode } from 'react';
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

// Neither draws anything on a first visit, so neither is in the entry chunk (web/.size-limit.mjs),
// and neither is fetched while the first screen loads: the cart sync notice only once there is a
// cart change to send or a refusal to show, the update prompt (which registers the service worker)
// when the browser is idle after the load.
// Both are optional: a shopper who goes offline before one was fetched keeps the screen without it,
// never the offline screen (a failed chunk would otherwise reach the route's error boundary).
const optional = (load: () => Promise<{ default: () => ReactNode }>) =>
  lazy(() => load().catch(() => ({ default: () => null })));
const CartSyncNotice = optional(() =>
  import('../../features/cart/components/CartSyncNotice').then((m) => ({ default: m.CartSyncNotice })),
);
const UpdatePrompt = optional(() => import('../pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * Every page: a skip link, the fixed top bar, the offline banner, the category bar, notices about cart changes
 * sent after a time offline, the screen, the footer, and the update prompt.
 */
export function Layout() {
  const cartWork = useAppSelector((state) => {
    const { changes, refusals } = selectOutbox(state);
    return changes.length > 0 || refusals.length > 0;
  });
  const [idle, setIdle] = useState(false);
  useWhenIdle(() => setIdle(true));
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
      <ScrollRestoration />
    </div>
  );
}
