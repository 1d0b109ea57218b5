import { formatCount } from '../../lib/i18n/format';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { RatingBadge } from '../../components/RatingBadge/RatingBadge';
import { ratingBreakdown } from './data/detailContent';
import styles from './DetailPanel.module.scss';
import { DetailBlock } from './DetailSection';

/** Ratings & Reviews: the average, a breakdown by stars, and Rate Product (account reviews). */
export function RatingsSection({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  return (
    <DetailBlock
      title={t`Ratings & Reviews`}
      aside={
        <Link to={paths.account.reviews} className={styles.rateButton}>
          {t`Rate Product`}
        </Link>
      }
    >
      <div className={styles.ratings}>
        <p className={styles.average}>
          <RatingBadge rating={rating} />
          <span className={styles.muted}>{t`${formatCount(ratingCount)} Ratings`}</span>
        </p>
        <ul className={styles.breakdown}>
          {ratingBreakdown.map(({ stars, share }) => (
            <li key={stars}>
              <span>{stars} ★</span>
              <meter min={0} max={1} value={share} aria-label={t`${stars} star ratings`} />
              <span className={styles.muted}>{formatCount(Math.round(share * ratingCount))}</span>
            </li>
          ))}
        </ul>
      </div>
    </DetailBlock>
  );
}
