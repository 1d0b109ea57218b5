/**
 * /checkout/confirmed/{order_id}: the order number and its delivery date, read back from the
 * server (so a reload shows it too). A UPI payment still pending shows the wait for it (the link or
 * QR code, the countdown) until it settles: paid, the order is confirmed; failed or expired, the
 * shopper is told nothing was charged. A confirmed order ends the checkout: the next one starts afresh.
 */
import { failureText } from '../../lib/api/failure';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { paymentFailed, useOrderPayment } from '../../entities/orders/useOrderPayment';
import type { Order } from '../../lib/api';
import { formatDeliveryDate } from '../../entities/delivery/deliveryDate';
import { formatRupees } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useCheckoutDraft } from '../../entities/orders/checkoutDraft';
import styles from './Checkout.module.scss';
import { PaymentFailed } from './PaymentFailed';
import { PaymentPending } from './PaymentPending';

function paymentLine(order: Order): string {
  const total = formatRupees(order.total);
  const fee = formatRupees(order.codFee);
  switch (order.payment.state) {
    case 'cod':
      return order.codFee > 0
        ? t`Pay ${total} in cash when it arrives, including the Cash on Delivery fee of ${fee}.`
        : t`Pay ${total} in cash when it arrives.`;
    case 'refunded':
      return t`This order is cancelled: the ${total} you paid by UPI is refunded.`;
    default:
      return t`Paid ${total} by UPI.`;
  }
}

export default function OrderConfirmedPage() {
  const { orderId = '' } = useParams();
  const { data: order, error } = useOrderPayment(orderId);
  const { finish } = useCheckoutDraft();
  const confirmed = order !== undefined && order.payment.state !== 'pending' && !paymentFailed(order);

  useEffect(() => {
    if (confirmed) finish();
  }, [confirmed, finish]);

  if (error && !order) {
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
  if (order.payment.state === 'pending' || paymentFailed(order)) {
    return (
      <div className={styles.page}>
        {order.payment.state === 'pending' ? <PaymentPending order={order} /> : <PaymentFailed order={order} />}
      </div>
    );
  }

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
        <p className={styles.muted}>{paymentLine(order)}</p>
        <div className={styles.actions}>
          <Link to={paths.account.orderDetails(order.id)}>{t`View order details`}</Link>
          <Link to={paths.home}>{t`Continue shopping`}</Link>
        </div>
      </section>
    </div>
  );
}
