/**
 * /checkout/confirmed/{order_id}: the order number and its delivery date, read back from the
 * server (so a reload shows it too). Arriving here ends the checkout: the next one starts afresh.
 */
import { failureText } from '../../lib/api/failure';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { useGetOrderQuery } from '../../entities/orders/ordersApi';
import { formatDeliveryDate } from '../../entities/delivery/deliveryDate';
import { formatRupees } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useCheckoutDraft } from '../../entities/orders/checkoutDraft';
import styles from './Checkout.module.scss';

export default function OrderConfirmedPage() {
  const { orderId = '' } = useParams();
  const { data: order, error } = useGetOrderQuery(orderId);
  const { finish } = useCheckoutDraft();

  useEffect(() => {
    if (order) finish();
  }, [order, finish]);

  if (error) {
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <PageHead title={t`We could not show this order`} noindex />
          <h1 className={styles.cardTitle}>{t`We could not show this order`}</h1>
          <p>{failureText(error)}</p>
          <Link to={paths.account.orders}>{t`Go to My Orders`}</Link>
        </section>
      </div>
    );
  }
  if (!order) return <Alert tone="loading" />;

  const arrives = formatDeliveryDate(order.deliveryDate);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirmed-title">
        <PageHead title={t`Order placed`} noindex />
        <h1 id="confirmed-title" className={styles.confirmed}>
          {t`Order placed`}
        </h1>
        <p>{t`Order number ${order.id}`}</p>
        <p className={styles.delivery}>{t`Delivery by ${arrives}`}</p>
        <p className={styles.muted}>
          {order.payment.method === 'cod'
            ? t`Pay ${formatRupees(order.total)} in cash when it arrives.`
            : t`Paid ${formatRupees(order.total)} by UPI.`}
        </p>
        <div className={styles.actions}>
          <Link to={paths.account.orderDetails(order.id)}>{t`View order details`}</Link>
          <Link to={paths.home}>{t`Continue shopping`}</Link>
        </div>
      </section>
    </div>
  );
}
