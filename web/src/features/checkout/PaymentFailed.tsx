/**
 * A UPI payment that failed or expired (decision 031): the server cancelled the order, charged
 * nothing and put its products back in the cart, so the shopper can pay again from the cart as it was.
 */
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { buttonClass } from '../../components/Button/Button';
import { PageHead } from '../../components/PageHead/PageHead';
import type { Order } from '../../lib/api';
import { paths } from '../../lib/paths';
import styles from './Checkout.module.scss';

export function PaymentFailed({ order }: { order: Order }) {
  const orderId = order.id;
  const title = order.payment.state === 'expired' ? t`The time to pay ran out` : t`Your payment did not go through`;
  return (
    <section className={styles.card} aria-labelledby="failed-title">
      <PageHead title={title} noindex />
      <h1 id="failed-title" className={styles.cardTitle}>
        {title}
      </h1>
      <Alert tone="failure">
        {t`Nothing was charged, and order ${orderId} is cancelled. Your products are back in your cart.`}
      </Alert>
      <div className={styles.actions}>
        <Link className={buttonClass('primary')} to={paths.checkout.payment}>
          {t`TRY AGAIN`}
        </Link>
        <Link to={paths.cart}>{t`Go to your cart`}</Link>
      </div>
    </section>
  );
}
