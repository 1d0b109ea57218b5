/**
 * The side drawer that replaces the top bar's menus on small screens: its entries (data/menus), then the
 * categories (the category bar is hidden there), the language switcher, and Logout for a signed-in shopper.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { Drawer } from '../../components/Drawer/Drawer';
import { LanguageSwitcher } from '../../components/LanguageSwitcher/LanguageSwitcher';
import { categories } from '../../entities/catalogue/categories';
import { useCurrentUser } from '../../entities/session/useSession';
import { paths } from '../../lib/paths';
import { drawerMenu } from './data/menus';
import { MenuList } from './MenuList';
import menuStyles from './MenuList.module.scss';
import styles from './MobileMenu.module.scss';
import { useSignOut } from '../../entities/session/useSignOut';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const entries = user ? drawerMenu.filter((entry) => entry.to !== paths.login) : drawerMenu;

  return (
    <Drawer open={open} onClose={onClose} title={user ? t`Hello, ${user.firstname}` : t`Menu`}>
      <LanguageSwitcher tone="plain" />
      <MenuList entries={entries} onFollow={onClose} />
      <h3 className={styles.heading}>{t`Shop by category`}</h3>
      <ul className={menuStyles.list}>
        {categories.map((category) => (
          <li key={category.query}>
            <Link className={menuStyles.item} to={paths.searchResults(category.query)} onClick={onClose}>
              {i18n._(category.title)}
            </Link>
          </li>
        ))}
      </ul>
      {/* A raw button: a row of the menu, drawn like the links above it. */}
      {user && (
        <button
          type="button"
          className={menuStyles.item}
          onClick={() => {
            onClose();
            signOut();
          }}
        >
          {t`Logout`}
        </button>
      )}
    </Drawer>
  );
}
