import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { formatRupees } from '../../lib/money';
import type { SampleOrder } from './data/sampleOrders';
import styles from './OrderDetailPage.module.scss';
import { priceRows, type PriceRow } from './orderProgress';
import { paymentLabel } from './orderText';

function amountText(row: PriceRow): string {
  if (row.freeWhenZero && row.amount === 0) return t`Free`;
  return row.minus ? `−${formatRupees(row.amount)}` : formatRupees(row.amount);
}

/** The price-details dialog's content: list price down to the total paid, and how it was paid. */
export function PriceDetails({ order }: { order: SampleOrder }) {
  const { rows, total } = priceRows(order);
  return (
    <dl className={styles.prices}>
      {rows.map((row) => (
        <div key={row.label} className={styles.priceRow}>
          <dt>{row.label}</dt>
          <dd className={row.minus || (row.freeWhenZero && row.amount === 0) ? styles.saving : undefined}>
            {amountText(row)}
          </dd>
        </div>
      ))}
      <div className={clsx(styles.priceRow, styles.total)}>
        <dt>{t`Total Amount`}</dt>
        <dd>{formatRupees(total)}</dd>
      </div>
      <div className={styles.priceRow}>
        <dt>{t`Paid by`}</dt>
        <dd>{paymentLabel(order)}</dd>
      </div>
    </dl>
  );
}
