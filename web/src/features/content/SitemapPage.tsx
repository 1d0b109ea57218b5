import { t } from '@lingui/core/macro';
import { ContentPage } from '../../components/ContentPage/ContentPage';
import { sitemapGroups } from './data/sitemap';
import { LinkGroups } from '../../components/LinkGroups/LinkGroups';
import styles from './SitemapPage.module.scss';

/** /sitemap: every page, grouped. */
export default function SitemapPage() {
  return (
    <ContentPage title={t`Sitemap`} intro={t`Every page of the storefront.`}>
      <div className={styles.groups}>
        <LinkGroups groups={sitemapGroups} classNames={{ heading: styles.heading, links: styles.links }} />
      </div>
    </ContentPage>
  );
}
