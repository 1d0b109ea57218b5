import { t } from '@lingui/core/macro';
import { PageHead } from '../../components/PageHead/PageHead';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './Checkout.module.scss';

/** What every checkout step says against the hosted API, which takes no orders: plainly, and nothing else. */
export function NoOrdersHere() {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHead title={t`This store does not take orders yet`} noindex />
        <h1 className={styles.cardTitle}>{t`This store does not take orders yet`}</h1>
        <p>{t`No order can be placed here yet, and nothing is charged. Your cart is kept as it is.`}</p>
        <Link to={paths.cart}>{t`Back to your cart`}</Link>
      </section>
    </div>
  );
}
