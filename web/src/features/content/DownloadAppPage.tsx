import { ContentPage } from './components/ContentPage';
import { downloadApp } from './data/downloadApp';
import styles from './DownloadAppPage.module.scss';

/** /download-app: logo, tagline, the three benefits and the two app store links. */
export default function DownloadAppPage() {
  return (
    <ContentPage>
      <div className={styles.hero}>
        <img className={styles.logo} src={downloadApp.logo} alt="Storefront app" width={96} height={96} />
        <div>
          <h1 className={styles.title}>{downloadApp.title}</h1>
          <p className={styles.tagline}>{downloadApp.tagline}</p>
        </div>
      </div>
      <ul className={styles.benefits}>
        {downloadApp.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <img src={benefit.icon} alt="" width={48} height={48} />
            <h2 className={styles.benefitTitle}>{benefit.title}</h2>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      <nav aria-label="App stores" className={styles.stores}>
        {downloadApp.stores.map((store) => (
          // The only links that leave the shop; rel keeps the store page from reaching back into ours.
          <a key={store.platform} className={styles.store} href={store.href} rel="noopener noreferrer">
            <span className={styles.platform}>{store.platform}</span>
            {store.label}
          </a>
        ))}
      </nav>
    </ContentPage>
  );
}
