import styles from './RatingBadge.module.scss';

/** The green star badge ("4.3 ★"); its accessible name reads the rating out of 5. */
export function RatingBadge({ rating, count }: { rating: number; count?: number | undefined }) {
  const value = rating.toFixed(1);
  return (
    <span className={styles.wrap}>
      <span className={styles.badge} role="img" aria-label={`Rated ${value} out of 5`}>
        {value} <span aria-hidden="true">★</span>
      </span>
      {count !== undefined && <span className={styles.count}>({count.toLocaleString('en-IN')})</span>}
    </span>
  );
}
