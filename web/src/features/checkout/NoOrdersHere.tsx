import { t } from '@lingui/core/macro';
import { PageTitle } from '../../components/PageTitle';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './Checkout.module.scss';

/** What every checkout step says against the hosted API, which takes no orders: plainly, and nothing else. */
export function NoOrdersHere() {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageTitle>{t`This store does not take orders yet`}</PageTitle>
        <h1 className={styles.cardTitle}>{t`This store does not take orders yet`}</h1>
        <p>{t`No order can be placed here yet, and nothing is charged. Your cart is kept as it is.`}</p>
        <Link to={paths.cart}>{t`Back to your cart`}</Link>
      </section>
    </div>
  );
}
