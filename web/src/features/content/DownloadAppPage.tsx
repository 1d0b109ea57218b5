import { i18n } from '@lingui/core';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { ContentPage } from '../../components/ContentPage/ContentPage';
import { downloadApp } from './data/downloadApp';
import styles from './DownloadAppPage.module.scss';

/** /download-app: logo, tagline, the three benefits and the two app store links. */
export default function DownloadAppPage() {
  return (
    <ContentPage>
      <div className={styles.hero}>
        <img className={styles.logo} src={downloadApp.logo} alt={t`Storefront app`} width={96} height={96} />
        <div>
          <PageHead title={i18n._(downloadApp.title)} description={i18n._(downloadApp.tagline)} />
          <h1 className={styles.title}>{i18n._(downloadApp.title)}</h1>
          <p className={styles.tagline}>{i18n._(downloadApp.tagline)}</p>
        </div>
      </div>
      <ul className={styles.benefits}>
        {downloadApp.benefits.map((benefit) => (
          <li key={benefit.icon} className={styles.benefit}>
            <img src={benefit.icon} alt="" width={48} height={48} />
            <h2 className={styles.benefitTitle}>{i18n._(benefit.title)}</h2>
            <p>{i18n._(benefit.text)}</p>
          </li>
        ))}
      </ul>
      <nav aria-label={t`App stores`} className={styles.stores}>
        {downloadApp.stores.map((store) => (
          // The only links that leave the shop; rel keeps the store page from reaching back into ours.
          <a key={store.platform} className={styles.store} href={store.href} rel="noopener noreferrer">
            <span className={styles.platform}>{store.platform}</span>
            {i18n._(store.label)}
          </a>
        ))}
      </nav>
    </ContentPage>
  );
}
