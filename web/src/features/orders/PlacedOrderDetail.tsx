/** One placed order: its lines, where it goes, how it was paid, and a progress that follows its status. */
import { failureText } from '../../lib/api/failure';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { Alert } from '../../components/Alert/Alert';
import { addressLine } from '../../entities/addresses/addressBook';
import { useGetOrderQuery } from '../../entities/orders/ordersApi';
import { formatRupees } from '../../lib/money';
import styles from './OrderDetailPage.module.scss';
import { TransactionDetails } from './TransactionDetails';
import { OrderProgressBar } from './OrderProgressBar';
import { OrderNotFound } from './OrderNotFound';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import { formatOrderDate } from '../../lib/i18n/format';
import listStyles from './OrdersPage.module.scss';
import { cancellable, cancelledLine, invoiced, paymentLabel, statusLine } from './orderText';
import { CancelOrder } from './CancelOrder';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { TitledSection } from '../../components/TitledSection/TitledSection';

export function PlacedOrderDetail({ orderId }: { orderId: string }) {
  const { data: order, error } = useGetOrderQuery(orderId);
  if (error) return <OrderNotFound orderId={orderId} reason={failureText(error)} />;
  if (!order) return <Alert tone="loading" />;

  const { address } = order;
  return (
    <div className={listStyles.page}>
      <OrdersBreadcrumb current={order.id} />
      <PageHead title={t`Order ${order.id}`} noindex />
      <h1 className={styles.heading}>{t`Order ${order.id}`}</h1>
      <div className={styles.columns}>
        <TitledSection className={styles.card} titleClassName={styles.heading} title={t`Delivery address`}>
          <p>
            <strong>{address.name}</strong> {address.phone}
          </p>
          <p className={styles.muted}>{`${addressLine(address)} - ${address.pincode}`}</p>
          <p className={styles.muted}>{`${order.place.office}, ${order.place.district}`}</p>
        </TitledSection>
        <TransactionDetails
          facts={[
            [t`Ordered on`, formatOrderDate(order.placedAt.slice(0, 10))],
            [t`Payment`, paymentLabel(order)],
            [t`Total Amount`, formatRupees(order.total)],
          ]}
        >
          {invoiced(order) && <Link to={paths.account.orderInvoice(order.id)}>{t`View invoice`}</Link>}
        </TransactionDetails>
      </div>
      <section className={styles.card} aria-label={t`Progress`}>
        <OrderProgressBar order={order} />
        <p className={styles.muted}>{cancelledLine(order) ?? statusLine(order)}</p>
        {cancellable(order) && <CancelOrder order={order} />}
      </section>
      {order.lines.map((line) => (
        <section key={line.productId} className={`${styles.card} ${styles.itemCard}`} aria-label={line.title}>
          <img src={line.image} alt="" className={styles.image} />
          <div className={styles.item}>
            <h2 className={styles.title}>{line.title}</h2>
            <p className={styles.muted}>
              {t`Quantity: ${line.quantity}`}
              {line.warranty ? ` · ${t`with extended warranty`}` : ''}
            </p>
            <p className={styles.amount}>{formatRupees(line.lineTotal)}</p>
          </div>
        </section>
      ))}
    </div>
  );
}
