import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { COPYRIGHT, footerColumns, footerHighlights } from './data/footer';
import { LinkGroups } from '../../components/LinkGroups/LinkGroups';
import styles from './Footer.module.scss';

/** Every page's footer: the info, sitemap and help centre links (data/footer) and 'copyright 2007-2024'. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <LinkGroups groups={footerColumns} classNames={{ heading: styles.heading, links: styles.links }} />
      </div>
      <div className={styles.bottom}>
        <span>{t`Become a Seller`}</span>
        <span>{t`Advertise`}</span>
        {footerHighlights.map((link) => (
          <Link key={link.to} to={link.to}>
            {i18n._(link.label)}
          </Link>
        ))}
        <p className={styles.copyright}>© {i18n._(COPYRIGHT)} RupeeStore</p>
      </div>
    </footer>
  );
}
