/**
 * The orders the shopper placed on this server, newest first (My Orders on the mock server; against
 * the hosted API, which takes no orders, My Orders keeps the spec's sample rows).
 */
import { failureText } from '../../lib/api/failure';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { useListOrdersQuery } from '../../entities/orders/ordersApi';
import { formatRupees } from '../../lib/money';
import { paths } from '../../lib/paths';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import styles from './OrdersPage.module.scss';
import { orderTitle, statusLine } from './orderText';

export function PlacedOrders() {
  const { data: orders, error, isLoading } = useListOrdersQuery();
  return (
    <div className={styles.page}>
      <OrdersBreadcrumb />
      <PageHead title={t`My Orders`} noindex />
      <VisuallyHidden as="h1">{t`My Orders`}</VisuallyHidden>
      <div className={styles.results}>
        {isLoading ? (
          <Alert tone="loading" />
        ) : error ? (
          <p className={styles.none}>{failureText(error)}</p>
        ) : orders && orders.length > 0 ? (
          <>
            <ul className={styles.list} aria-label={t`Orders`}>
              {orders.map((order) => (
                <li key={order.id}>
                  <Link to={paths.account.orderDetails(order.id)} className={styles.row}>
                    <img src={order.lines[0]?.image} alt="" className={styles.image} />
                    <span className={styles.item}>
                      <span className={styles.title}>{orderTitle(order)}</span>
                      <span className={styles.variant}>{order.id}</span>
                    </span>
                    <span className={styles.price}>{formatRupees(order.total)}</span>
                    <span className={styles.status}>
                      <span className={styles.statusLine}>{statusLine(order)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className={styles.end}>{t`No more results to display`}</p>
          </>
        ) : (
          <p className={styles.none}>
            {t`You have not placed any orders yet.`} <Link to={paths.home}>{t`Start shopping`}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
