import { Link } from 'react-router-dom';
import { ContentPage } from './components/ContentPage';
import { sitemapGroups } from './data/sitemap';
import styles from './SitemapPage.module.scss';

/** /sitemap: every page, grouped. */
export default function SitemapPage() {
  return (
    <ContentPage title="Sitemap" intro="Every page of the storefront.">
      <div className={styles.groups}>
        {sitemapGroups.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className={styles.heading}>{group.heading}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </ContentPage>
  );
}
