/**
 * /account/order_details/{order_id}: breadcrumb, rewards, the item with its progress slider,
 * transaction details and the price-details dialog, for one of the placeholder orders.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Dialog } from '../../components/Dialog';
import { formatRupees } from '../../lib/money';
import { findSampleOrder } from './data/sampleOrders';
import { OrderProgressBar } from './OrderProgressBar';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import { formatOrderDate, orderNumber, statusLine } from './orderText';
import styles from './OrderDetailPage.module.scss';
import listStyles from './OrdersPage.module.scss';
import { PriceDetails } from './PriceDetails';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = findSampleOrder(orderId);
  const [pricesOpen, setPricesOpen] = useState(false);

  if (!order) {
    return (
      <div className={listStyles.page}>
        <OrdersBreadcrumb current={`Order ${orderId}`} />
        <section className={styles.card}>
          <h1 className={styles.heading}>We could not find this order</h1>
          <Link to={paths.account.orders}>Go to My Orders</Link>
        </section>
      </div>
    );
  }

  const number = orderNumber(order);
  return (
    <div className={listStyles.page}>
      <OrdersBreadcrumb current={number} />
      <VisuallyHidden as="h1">{`Order ${number}`}</VisuallyHidden>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="rewards-title">
          <h2 id="rewards-title" className={styles.heading}>
            Your Rewards
          </h2>
          <p className={styles.reward}>
            {order.superCoins > 0
              ? `+${order.superCoins} SuperCoins earned on this order`
              : 'No SuperCoins on this order'}
          </p>
          <p className={styles.muted}>Use SuperCoins on your next order, on the SuperCoin Zone.</p>
          <Link to={paths.supercoins} className={styles.link}>
            SuperCoin Zone
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="transaction-title">
          <h2 id="transaction-title" className={styles.heading}>
            Transaction details
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Order ID</dt>
              <dd>{number}</dd>
            </div>
            <div>
              <dt>Ordered on</dt>
              <dd>{formatOrderDate(order.placedOn)}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{order.paymentMode}</dd>
            </div>
            <div>
              <dt>Transaction ID</dt>
              <dd>{order.transactionId}</dd>
            </div>
          </dl>
          <button type="button" className={styles.priceButton} onClick={() => setPricesOpen(true)}>
            Price details
          </button>
        </section>
      </div>
      <section className={`${styles.card} ${styles.itemCard}`} aria-label="Item">
        <img src={order.image} alt="" className={styles.image} />
        <div className={styles.item}>
          <h2 className={styles.title}>{order.title}</h2>
          <p className={styles.muted}>{order.variant}</p>
          <p className={styles.muted}>Seller: {order.seller}</p>
          <p className={styles.amount}>{formatRupees(order.sellingPrice)}</p>
        </div>
        <div className={styles.tracking}>
          <OrderProgressBar order={order} />
          <p className={styles.muted}>{statusLine(order)}</p>
        </div>
      </section>
      <Dialog open={pricesOpen} title="Price details" onClose={() => setPricesOpen(false)}>
        <PriceDetails order={order} />
      </Dialog>
    </div>
  );
}
