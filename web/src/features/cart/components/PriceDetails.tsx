import { formatRupees } from '../../../lib/money';
import type { CartTotals } from '../cartTotals';
import styles from './PriceDetails.module.scss';

function itemsLabel(count: number): string {
  return `Price (${count} ${count === 1 ? 'item' : 'items'})`;
}

/** The price details panel: price, discount, warranty, free delivery, total and the savings line. */
export function PriceDetails({ totals }: { totals: CartTotals }) {
  return (
    <section className={styles.panel} aria-labelledby="price-details-heading">
      <h2 id="price-details-heading" className={styles.heading}>
        PRICE DETAILS
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{itemsLabel(totals.itemCount)}</dt>
          <dd>{formatRupees(totals.listPrice)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Discount</dt>
          <dd className={styles.saving}>{formatRupees(-totals.discount)}</dd>
        </div>
        {totals.warranty > 0 && (
          <div className={styles.row}>
            <dt>Extended Warranty</dt>
            <dd>{formatRupees(totals.warranty)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Delivery Charges</dt>
          <dd className={styles.saving}>Free</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total Amount</dt>
          <dd>{formatRupees(totals.total)}</dd>
        </div>
      </dl>
      {totals.savings > 0 && (
        <p className={styles.savings}>You will save {formatRupees(totals.savings)} on this order</p>
      )}
    </section>
  );
}
