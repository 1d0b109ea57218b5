import { Link } from 'react-router-dom';
import { ContentPage } from './components/ContentPage';
import { rewardOffers, rewardsPage } from './data/rewards';
import { SUPERCOIN_BALANCE } from './data/supercoins';
import styles from './RewardsPage.module.scss';

/** /rewards: the coin balance and every way to save, each linking to its page. */
export default function RewardsPage() {
  return (
    <ContentPage title={rewardsPage.title} intro={rewardsPage.intro}>
      <p className={styles.balance}>
        SuperCoin Balance: <strong>{SUPERCOIN_BALANCE}</strong>
      </p>
      <ul className={styles.offers}>
        {rewardOffers.map((offer) => (
          <li key={offer.title} className={styles.offer}>
            <h2 className={styles.heading}>{offer.title}</h2>
            <p>{offer.text}</p>
            <Link to={offer.to} className={styles.link}>
              {offer.action}
            </Link>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
