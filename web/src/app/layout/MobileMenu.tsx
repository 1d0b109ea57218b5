/**
 * The side drawer that replaces the top bar's menus on small screens: the spec's entries, then the
 * categories (the category bar is hidden there), and Logout for a signed-in shopper.
 */
import { Link } from 'react-router-dom';
import { Drawer } from '../../components/Drawer/Drawer';
import { categories } from '../../features/home/data/categories';
import { selectCurrentUser } from '../../lib/sessionSlice';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../hooks/storeHooks';
import { drawerMenu } from './data/menus';
import { MenuList } from './MenuList';
import menuStyles from './MenuList.module.scss';
import styles from './MobileMenu.module.scss';
import { useSignOut } from './useSignOut';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  const entries = user ? drawerMenu.filter((entry) => entry.to !== paths.login) : drawerMenu;

  return (
    <Drawer open={open} onClose={onClose} title={user ? `Hello, ${user.firstname}` : 'Menu'}>
      <MenuList entries={entries} onFollow={onClose} />
      <h3 className={styles.heading}>Shop by category</h3>
      <ul className={menuStyles.list}>
        {categories.map((category) => (
          <li key={category.title}>
            <Link className={menuStyles.item} to={paths.searchResults(category.query)} onClick={onClose}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
      {user && (
        <button
          type="button"
          className={menuStyles.item}
          onClick={() => {
            onClose();
            signOut();
          }}
        >
          Logout
        </button>
      )}
    </Drawer>
  );
}
