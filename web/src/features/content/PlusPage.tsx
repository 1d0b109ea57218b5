import { BannerStack } from './components/BannerStack';
import { plusBanners } from './data/banners';
import { plusPage } from './data/supercoins';
import styles from './PlusPage.module.scss';

/** /plus: the promotional image stack, banners only (spec), under a title for screen readers. */
export default function PlusPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{plusPage.title}</h1>
      <BannerStack banners={plusBanners} label="Plus benefits" />
    </div>
  );
}
