/**
 * The fixed 56px top bar: logo with Explore Plus, search, the user area, Become a Seller, More,
 * the language switcher, notifications and the cart. Below the large breakpoint a menu button opens the side drawer
 * instead of the bar's menus.
 */
import { ScriptNeeded } from '../../components/ScriptNeeded/ScriptNeeded';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/LanguageSwitcher/LanguageSwitcher';
import { SearchBox } from '../../features/search/SearchBox';
import { paths } from '../../lib/paths';
import { CartLink } from './CartLink';
import styles from './Header.module.scss';
import { MoreMenu } from './MoreMenu';
import { NotificationLink } from './NotificationLink';
import { UserMenu } from './UserMenu';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/Button/Button';

// The drawer is for small screens only, so its code stays out of the entry (bundle budgets,
// docs/decisions/006-fast-on-a-phone.md): it loads when a finger or the keyboard reaches the menu
// button, a moment before the tap opens it (offline too: the service worker has precached it).
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Button
          variant="icon"
          className={styles.menuButton}
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon path="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" size={24} />
        </Button>
        <ScriptNeeded>
          <Link to={paths.sitemap} className={styles.noScriptMenu}>{t`All pages`}</Link>
        </ScriptNeeded>
        <div className={styles.brand}>
          <Link to={paths.home} className={styles.logo}>
            <img src="/static/logo.svg" alt={t`RupeeStore home`} width="150" height="32" />
          </Link>
          <Link to={paths.plus} className={styles.explore}>
            {t`Explore`} <span className={styles.plus}>{t`Plus`}</span>
            <img src="/static/plus.svg" alt="" width="10" height="10" />
          </Link>
        </div>
        <SearchBox className={styles.search} />
        <div className={styles.wide}>
          <UserMenu />
          <span className={styles.seller}>{t`Become a Seller`}</span>
          <MoreMenu />
          <LanguageSwitcher tone="bar" />
          <NotificationLink />
        </div>
        <CartLink />
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
