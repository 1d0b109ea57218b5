import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Header } from './Header';
import styles from './Layout.module.scss';
import { OfflineBanner } from './OfflineBanner';

/** Every page: the fixed top bar, the offline banner, the category bar, the screen, the footer, the update prompt. */
export function Layout() {
  return (
    <div className={styles.page}>
      <Header />
      <div className={styles.belowBar}>
        <OfflineBanner />
        <CategoryNav />
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
