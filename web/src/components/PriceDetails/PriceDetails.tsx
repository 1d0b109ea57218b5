import { clsx } from 'clsx';
import { select, t } from '@lingui/core/macro';
import { formatCount, pluralCategory } from '../../lib/i18n/format';
import { formatRupees } from '../../lib/money';
import type { CartTotals } from '../../entities/cart/cartTotals';
import styles from './PriceDetails.module.scss';
import { TitledSection } from '../TitledSection/TitledSection';

function itemsLabel(count: number): string {
  const items = formatCount(count);
  return select(pluralCategory(count), { one: `Price (${items} item)`, other: `Price (${items} items)` });
}

/** A Cash on Delivery fee the order pays when paid by COD (the checkout's payment step). */
export interface CodFeeLine {
  fee: number;
  /** COD is the chosen payment: the fee is in the total. Else the line says when it applies. */
  chosen: boolean;
}

/** The price details panel: price, discount, warranty, free delivery, COD fee, total and the savings line. */
export function PriceDetails({ totals, codFee }: { totals: CartTotals; codFee?: CodFeeLine | null }) {
  const total = totals.total + (codFee?.chosen ? codFee.fee : 0);
  return (
    <TitledSection className={styles.panel} titleClassName={styles.heading} title={t`PRICE DETAILS`}>
      <dl className={styles.rows}>
        <div className={styles.priceRow}>
          <dt>{itemsLabel(totals.itemCount)}</dt>
          <dd>{formatRupees(totals.listPrice)}</dd>
        </div>
        <div className={styles.priceRow}>
          <dt>{t`Discount`}</dt>
          <dd className={styles.saving}>{formatRupees(-totals.discount)}</dd>
        </div>
        {totals.warranty > 0 && (
          <div className={styles.priceRow}>
            <dt>{t`Extended Warranty`}</dt>
            <dd>{formatRupees(totals.warranty)}</dd>
          </div>
        )}
        <div className={styles.priceRow}>
          <dt>{t`Delivery Charges`}</dt>
          <dd className={styles.saving}>{t`Free`}</dd>
        </div>
        {codFee && (
          <div className={styles.priceRow}>
            <dt>
              <span>{t`Cash on Delivery fee`}</span>
              {!codFee.chosen && <span className={styles.note}>{t`Only if you pay on delivery`}</span>}
            </dt>
            <dd>{formatRupees(codFee.fee)}</dd>
          </div>
        )}
        <div className={clsx(styles.priceRow, styles.total)}>
          <dt>{t`Total Amount`}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
      {totals.savings > 0 && (
        <p className={styles.savings}>{t`You will save ${formatRupees(totals.savings)} on this order`}</p>
      )}
    </TitledSection>
  );
}
