import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.scss';
import { OfflineBanner } from './OfflineBanner';

// Neither draws anything on a first visit, so neither is in the entry chunk (web/scripts/bundle-size.mjs).
const CartSyncNotice = lazy(() =>
  import('../../features/cart/components/CartSyncNotice').then((m) => ({ default: m.CartSyncNotice })),
);
const UpdatePrompt = lazy(() => import('../pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * Every page: the fixed top bar, the offline banner, the category bar, notices about cart changes
 * sent after a time offline, the screen, the footer, and the update prompt.
 */
export function Layout() {
  return (
    <div className={styles.page}>
      <Header />
      <div className={styles.belowBar}>
        <OfflineBanner />
        <CategoryNav />
        <Suspense fallback={null}>
          <CartSyncNotice />
        </Suspense>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
      <Footer />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
