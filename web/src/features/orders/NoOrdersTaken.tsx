import { t } from '@lingui/core/macro';
import { PageHead } from '../../components/PageHead/PageHead';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import styles from './OrdersPage.module.scss';

/** My Orders where the store takes no orders: an honest empty state, and the way back to shopping. */
export function NoOrdersTaken() {
  return (
    <div className={styles.page}>
      <PageHead title={t`My Orders`} noindex />
      <OrdersBreadcrumb />
      <section className={styles.results} aria-labelledby="no-orders-title">
        <h1 id="no-orders-title" className={styles.emptyTitle}>
          {t`My Orders`}
        </h1>
        <p className={styles.none}>
          {t`This store does not take orders yet, so you have no orders here.`}{' '}
          <Link to={paths.home}>{t`Start shopping`}</Link>
        </p>
      </section>
    </div>
  );
}
