import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.scss';

/** Every page: the fixed top bar, the category bar, the screen, the footer. */
export function Layout() {
  return (
    <div className={styles.page}>
      <Header />
      <div className={styles.belowBar}>
        <CategoryNav />
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
