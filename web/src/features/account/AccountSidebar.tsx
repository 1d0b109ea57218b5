import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { formatRupees } from '../../lib/money';
import { useCurrentUser } from '../../entities/session/useSession';
import { Button } from '../../components/Button/Button';
import styles from './AccountLayout.module.scss';
import {
  frequentlyVisited,
  GIFT_CARD_BALANCE_RUPEES,
  myOrdersLink,
  sidebarSections,
  type SidebarLink,
} from './data/sidebar';
import { useSignOut } from '../../entities/session/useSignOut';

function SectionLink({ link, onFollow }: { link: SidebarLink; onFollow: () => void }) {
  return (
    <NavLink
      to={link.to}
      onClick={onFollow}
      end
      className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
    >
      {link.label}
      {link.badge === 'giftCardBalance' && (
        <span className={styles.badge}>{formatRupees(GIFT_CARD_BALANCE_RUPEES)}</span>
      )}
    </NavLink>
  );
}

export function AccountSidebar() {
  const user = useCurrentUser();
  const logout = useSignOut();
  // On a phone the menu folds away under a button, so the chosen page is not pushed off screen.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';

  return (
    <aside className={styles.sidebar} aria-label={t`My account`}>
      <div className={styles.greeting}>
        <span className={styles.avatar} aria-hidden="true">
          {(user?.firstname.charAt(0) ?? '').toUpperCase()}
        </span>
        <div>
          <p className={styles.hello}>{t`Hello,`}</p>
          <p className={styles.name}>{name}</p>
        </div>
        <Button
          variant="outline"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t`Close menu` : t`Account menu`}
        </Button>
      </div>
      <div id={menuId} className={menuOpen ? styles.menu : `${styles.menu} ${styles.folded}`}>
        <nav className={styles.nav}>
          <Link to={myOrdersLink.to} className={styles.orders} onClick={closeMenu}>
            {myOrdersLink.label}
          </Link>
          {sidebarSections.map((section) => (
            <section key={section.title} className={styles.section}>
              <h2 className={styles.sectionTitle}>{section.title}</h2>
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.label}>
                    <SectionLink link={link} onFollow={closeMenu} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <button type="button" className={styles.logout} onClick={logout}>
            {t`Logout`}
          </button>
        </nav>
        <section className={styles.frequent}>
          <h2 className={styles.sectionTitle}>{t`Frequently Visited:`}</h2>
          <p>
            {frequentlyVisited.map((link) => (
              <Link key={link.label} to={link.to} className={styles.frequentLink} onClick={closeMenu}>
                {link.label}
              </Link>
            ))}
          </p>
        </section>
      </div>
    </aside>
  );
}
