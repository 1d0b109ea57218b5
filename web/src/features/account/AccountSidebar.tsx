import { Link, NavLink } from 'react-router-dom';
import { useAppSelector } from '../../app/store';
import { formatRupees } from '../../lib/money';
import { selectCurrentUser } from '../../lib/sessionSlice';
import styles from './AccountLayout.module.scss';
import { frequentlyVisited, GIFT_CARD_BALANCE_RUPEES, myOrdersLink, sidebarSections, type SidebarLink } from './data/sidebar';
import { useLogout } from './useLogout';

function SectionLink({ link }: { link: SidebarLink }) {
  return (
    <NavLink
      to={link.to}
      end
      className={({ isActive }) => [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ')}
    >
      {link.label}
      {link.badge === 'giftCardBalance' && <span className={styles.badge}>{formatRupees(GIFT_CARD_BALANCE_RUPEES)}</span>}
    </NavLink>
  );
}

export function AccountSidebar() {
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';

  return (
    <aside className={styles.sidebar} aria-label="My account">
      <div className={styles.greeting}>
        <span className={styles.avatar} aria-hidden="true">
          {(user?.firstname.charAt(0) ?? '').toUpperCase()}
        </span>
        <div>
          <p className={styles.hello}>Hello,</p>
          <p className={styles.name}>{name}</p>
        </div>
      </div>
      <nav className={styles.nav}>
        <Link to={myOrdersLink.to} className={styles.orders}>
          {myOrdersLink.label}
        </Link>
        {sidebarSections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2 className={styles.sectionTitle}>{section.title}</h2>
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.label}>
                  <SectionLink link={link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <button type="button" className={styles.logout} onClick={logout}>
          Logout
        </button>
      </nav>
      <section className={styles.frequent}>
        <h2 className={styles.sectionTitle}>Frequently Visited:</h2>
        <p>
          {frequentlyVisited.map((link) => (
            <Link key={link.label} to={link.to} className={styles.frequentLink}>
              {link.label}
            </Link>
          ))}
        </p>
      </section>
    </aside>
  );
}
