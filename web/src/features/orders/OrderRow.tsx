import { clsx } from 'clsx';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { formatRupees } from '../../lib/money';
import type { SampleOrder } from './data/sampleOrders';
import { statusLabel, statusLine } from './orderText';
import styles from './OrdersPage.module.scss';

const dotClass: Record<SampleOrder['status'], string | undefined> = {
  'On the way': styles.dotShipping,
  Delivered: styles.dotDelivered,
  Cancelled: styles.dotCancelled,
  Returned: styles.dotReturned,
};

export function OrderRow({ order }: { order: SampleOrder }) {
  return (
    <li>
      <Link to={paths.account.orderDetails(order.id)} className={styles.row}>
        <img src={order.image} alt="" className={styles.image} />
        <span className={styles.item}>
          <span className={styles.title}>{order.title}</span>
          <span className={styles.variant}>{order.variant}</span>
        </span>
        <span className={styles.price}>{formatRupees(order.sellingPrice)}</span>
        <span className={styles.status}>
          <span className={styles.statusLabel}>
            <span className={clsx(styles.dot, dotClass[order.status])} aria-hidden="true" />
            {statusLabel(order.status)}
          </span>
          <span className={styles.statusLine}>{statusLine(order)}</span>
        </span>
      </Link>
    </li>
  );
}
