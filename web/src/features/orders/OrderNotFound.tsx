import { t } from '@lingui/core/macro';
import { PageHead } from '../../components/PageHead/PageHead';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './OrderDetailPage.module.scss';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import listStyles from './OrdersPage.module.scss';

/** An order this shopper does not have: said plainly, with the server's reason when it gave one. */
export function OrderNotFound({ orderId, reason }: { orderId: string; reason?: string }) {
  return (
    <div className={listStyles.page}>
      <OrdersBreadcrumb current={t`Order ${orderId}`} />
      <section className={styles.card}>
        <PageHead title={t`We could not find this order`} noindex />
        <h1 className={styles.heading}>{t`We could not find this order`}</h1>
        {reason && <p className={styles.muted}>{reason}</p>}
        <Link to={paths.account.orders}>{t`Go to My Orders`}</Link>
      </section>
    </div>
  );
}
