/**
 * /account/invoice/{order_id}: an order's tax invoice (decision 031), read from the server, to print
 * (`@media print` leaves out the shop around it). Where the server takes no orders, or the id is no
 * order number, there is none to show and nothing to ask (nor where the invoice call itself answers
 * 404: a server without it); an order without an invoice (its payment
 * pending or failed, or cancelled) says the server's reason, with the way back to the order.
 */
import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { PageHead } from '../../components/PageHead/PageHead';
import { useGetInvoiceQuery } from '../../entities/orders/orderActionsApi';
import { isOrderId, takesNoOrders, useOrdersOffered } from '../../entities/orders/ordersApi';
import { apiFailureOf, failureText } from '../../lib/api/failure';
import { paths } from '../../lib/paths';
import styles from './OrderDetailPage.module.scss';
import { InvoiceSheet } from './InvoiceSheet';
import { OrderNotFound } from './OrderNotFound';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import listStyles from './OrdersPage.module.scss';

function OrderInvoice({ orderId }: { orderId: string }) {
  const { data: invoice, error } = useGetInvoiceQuery(orderId);
  if (!invoice && !error) return <Alert tone="loading" />;
  // A server without the order calls (a proxy in front of the hosted API): no such order here.
  if (takesNoOrders(apiFailureOf(error))) return <OrderNotFound orderId={orderId} />;
  return (
    <div className={listStyles.page}>
      <OrdersBreadcrumb current={t`Invoice`} />
      {invoice ? (
        <InvoiceSheet invoice={invoice} />
      ) : (
        <section className={styles.card}>
          <PageHead title={t`No invoice for this order`} noindex />
          <h1 className={styles.heading}>{t`No invoice for this order`}</h1>
          <p className={styles.muted}>{failureText(error)}</p>
          <Link to={paths.account.orderDetails(orderId)}>{t`Go to the order`}</Link>
        </section>
      )}
    </div>
  );
}

export default function InvoicePage() {
  const { orderId = '' } = useParams();
  const offered = useOrdersOffered();
  if (offered === 'no' || !isOrderId(orderId)) return <OrderNotFound orderId={orderId} />;
  return <OrderInvoice orderId={orderId} />;
}
