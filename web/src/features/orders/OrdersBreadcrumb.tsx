import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './OrdersPage.module.scss';

/** Home > My Account > My Orders (> the order), the last crumb being the current page. */
export function OrdersBreadcrumb({ current }: { current?: string }) {
  const crumbs = [
    { label: t`Home`, to: paths.home },
    { label: t`My Account`, to: paths.account.profile },
    { label: t`My Orders`, to: paths.account.orders },
  ];
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = !current && index === crumbs.length - 1;
          return (
            <li key={crumb.label}>
              <Link to={crumb.to} aria-current={last ? 'page' : undefined}>
                {crumb.label}
              </Link>
            </li>
          );
        })}
        {current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
