import { i18n } from '@lingui/core';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { formatCount } from '../../lib/i18n/format';
import { BannerStack } from './components/BannerStack';
import { supercoinBanners } from './data/banners';
import { SUPERCOIN_BALANCE, supercoinsPage } from './data/supercoins';
import styles from './SupercoinsPage.module.scss';

/** /supercoins: the loyalty coin balance (fixed at 0) and the promotional banners. */
export default function SupercoinsPage() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <PageHead title={i18n._(supercoinsPage.title)} description={i18n._(supercoinsPage.intro)} />
        <h1 className={styles.title}>{i18n._(supercoinsPage.title)}</h1>
        <p className={styles.balance}>
          <span className={styles.label}>{i18n._(supercoinsPage.balanceLabel)}</span>
          <span className={styles.coins} data-testid="supercoin-balance">
            {formatCount(SUPERCOIN_BALANCE)}
          </span>
        </p>
        <p className={styles.intro}>{i18n._(supercoinsPage.intro)}</p>
      </header>
      <BannerStack banners={supercoinBanners} label={t`SuperCoin offers`} />
    </div>
  );
}
