import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatCount } from '../../lib/i18n/format';
import { ContentPage } from '../../components/ContentPage/ContentPage';
import { rewardOffers, rewardsPage } from './data/rewards';
import { SUPERCOIN_BALANCE } from './data/supercoins';
import styles from './RewardsPage.module.scss';

/** /rewards: the coin balance and every way to save, each linking to its page. */
export default function RewardsPage() {
  const balance = formatCount(SUPERCOIN_BALANCE);
  return (
    <ContentPage title={i18n._(rewardsPage.title)} intro={i18n._(rewardsPage.intro)}>
      <p className={styles.balance}>
        <Trans>
          SuperCoin Balance: <strong>{balance}</strong>
        </Trans>
      </p>
      <ul className={styles.offers}>
        {rewardOffers.map((offer) => (
          <li key={offer.to} className={styles.offer}>
            <h2 className={styles.heading}>{i18n._(offer.title)}</h2>
            <p>{i18n._(offer.text)}</p>
            <Link to={offer.to} className={styles.link}>
              {i18n._(offer.action)}
            </Link>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
