import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './Checkout.module.scss';

/** A checkout step with nothing in the cart (emptied in another tab, or already ordered). */
export function EmptyCheckout() {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t`Your cart is empty`}</h2>
      <p>{t`There is nothing to order. Add products to your cart first.`}</p>
      <Link to={paths.cart}>{t`Go to your cart`}</Link>
    </section>
  );
}
