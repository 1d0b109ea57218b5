import { Link } from 'react-router-dom';
import { COPYRIGHT, footerColumns, footerHighlights } from './data/footer';
import styles from './Footer.module.scss';

/** Every page's footer: the spec's links and 'copyright 2007-2024'. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <span>Become a Seller</span>
        <span>Advertise</span>
        {footerHighlights.map((link) => (
          <Link key={link.label} to={link.to}>
            {link.label}
          </Link>
        ))}
        <p className={styles.copyright}>© {COPYRIGHT} RupeeStore</p>
      </div>
    </footer>
  );
}
