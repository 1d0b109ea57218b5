import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CartSyncNotice } from '../../features/cart/components/CartSyncNotice';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.scss';
import { OfflineBanner } from './OfflineBanner';

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
        <CartSyncNotice />
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
      <Footer />
      <UpdatePrompt />
      <ScrollRestoration />
    </div>
  );
}
