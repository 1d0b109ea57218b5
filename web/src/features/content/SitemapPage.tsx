import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage/ContentPage';
import { sitemapGroups } from './data/sitemap';
import styles from './SitemapPage.module.scss';

/** /sitemap: every page, grouped. */
export default function SitemapPage() {
  return (
    <ContentPage title={t`Sitemap`} intro={t`Every page of the storefront.`}>
      <div className={styles.groups}>
        {sitemapGroups.map((group) => (
          <nav key={group.heading.id} aria-label={i18n._(group.heading)}>
            <h2 className={styles.heading}>{i18n._(group.heading)}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{i18n._(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </ContentPage>
  );
}
