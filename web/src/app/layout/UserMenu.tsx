/**
 * The user area of the top bar. Signed in: the first name, with the account menu and Logout.
 * Signed out: the Login button, with 'New Customer? Sign Up' and the visitor's menu.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../entities/session/useSession';
import { paths } from '../../lib/paths';
import { accountMenu, signUpEntry, visitorMenu } from './data/menus';
import { Dropdown } from './Dropdown';
import { MenuList } from './MenuList';
import menuStyles from './MenuList.module.scss';
import styles from './UserMenu.module.scss';
import { useSignOut } from '../../entities/session/useSignOut';

export function UserMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();

  if (user) {
    return (
      <Dropdown label={user.firstname || t`My Account`} className={styles.user}>
        <MenuList entries={accountMenu} />
        {/* A raw button: a row of the menu, drawn like the links above it. */}
        <button type="button" className={menuStyles.item} onClick={signOut}>
          {t`Logout`}
        </button>
      </Dropdown>
    );
  }

  return (
    <Dropdown
      className={styles.user}
      lead={
        <Link to={paths.login} className={styles.login}>
          {t`Login`}
        </Link>
      }
      label=""
      ariaLabel={t`Login options`}
      buttonClassName={styles.toggle}
    >
      <p className={styles.signUp}>
        {i18n._(signUpEntry.prompt)} <Link to={signUpEntry.to}>{i18n._(signUpEntry.label)}</Link>
      </p>
      <MenuList entries={visitorMenu} />
    </Dropdown>
  );
}
