/**
 * /account/order_details/{order_id}: a placed order (an `OD` number, PlacedOrderDetail), or, for
 * one of the placeholder orders, breadcrumb, rewards, the item with its progress slider,
 * transaction details and the price-details dialog.
 */
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Dialog } from '../../components/Dialog';
import { formatCount } from '../../lib/i18n/format';
import { formatRupees } from '../../lib/money';
import { findSampleOrder } from './data/sampleOrders';
import { OrderProgressBar } from './OrderProgressBar';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import { formatOrderDate } from '../../lib/i18n/format';
import { orderNumber, paymentLabel, statusLine } from './orderText';
import styles from './OrderDetailPage.module.scss';
import { TransactionDetails } from './TransactionDetails';
import listStyles from './OrdersPage.module.scss';
import { PriceDetails } from './PriceDetails';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { PlacedOrderDetail } from './PlacedOrderDetail';
import { Button } from '../../components/Button/Button';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return /^OD\d{18}$/.test(orderId) ? <PlacedOrderDetail orderId={orderId} /> : <SampleOrderDetail orderId={orderId} />;
}

function SampleOrderDetail({ orderId }: { orderId: string }) {
  const order = findSampleOrder(orderId);
  const [pricesOpen, setPricesOpen] = useState(false);

  if (!order) {
    return (
      <div className={listStyles.page}>
        <OrdersBreadcrumb current={t`Order ${orderId}`} />
        <section className={styles.card}>
          <h1 className={styles.heading}>{t`We could not find this order`}</h1>
          <Link to={paths.account.orders}>{t`Go to My Orders`}</Link>
        </section>
      </div>
    );
  }

  const number = orderNumber(order);
  const { seller } = order;
  return (
    <div className={listStyles.page}>
      <OrdersBreadcrumb current={number} />
      <VisuallyHidden as="h1">{t`Order ${number}`}</VisuallyHidden>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="rewards-title">
          <h2 id="rewards-title" className={styles.heading}>
            {t`Your Rewards`}
          </h2>
          <p className={styles.reward}>
            {order.superCoins > 0
              ? t`+${formatCount(order.superCoins)} SuperCoins earned on this order`
              : t`No SuperCoins on this order`}
          </p>
          <p className={styles.muted}>{t`Use SuperCoins on your next order, on the SuperCoin Zone.`}</p>
          <Link to={paths.supercoins} className={styles.link}>
            {t`SuperCoin Zone`}
          </Link>
        </section>
        <TransactionDetails
          facts={[
            [t`Order ID`, number],
            [t`Ordered on`, formatOrderDate(order.placedOn)],
            [t`Payment`, paymentLabel(order)],
            [t`Transaction ID`, order.transactionId],
          ]}
        >
          <Button variant="outline" className={styles.priceButton} onClick={() => setPricesOpen(true)}>
            {t`Price details`}
          </Button>
        </TransactionDetails>
      </div>
      <section className={clsx(styles.card, styles.itemCard)} aria-label={t`Item`}>
        <img src={order.image} alt="" className={styles.image} />
        <div className={styles.item}>
          <h2 className={styles.title}>{order.title}</h2>
          <p className={styles.muted}>{order.variant}</p>
          <p className={styles.muted}>{t`Seller: ${seller}`}</p>
          <p className={styles.amount}>{formatRupees(order.sellingPrice)}</p>
        </div>
        <div className={styles.tracking}>
          <OrderProgressBar order={order} />
          <p className={styles.muted}>{statusLine(order)}</p>
        </div>
      </section>
      <Dialog open={pricesOpen} title={t`Price details`} onClose={() => setPricesOpen(false)}>
        <PriceDetails order={order} />
      </Dialog>
    </div>
  );
}
