import { formatCount } from '../../lib/i18n/format';
import { t } from '@lingui/core/macro';
import styles from './RatingBadge.module.scss';

/** The green star badge ("4.3 ★"); its accessible name reads the rating out of 5. */
export function RatingBadge({ rating, count }: { rating: number; count?: number | undefined }) {
  const value = rating.toFixed(1);
  return (
    <span className={styles.wrap}>
      <span className={styles.badge} role="img" aria-label={t`Rated ${value} out of 5`}>
        {value} <span aria-hidden="true">★</span>
      </span>
      {count !== undefined && <span className={styles.count}>({formatCount(count)})</span>}
    </span>
  );
}
