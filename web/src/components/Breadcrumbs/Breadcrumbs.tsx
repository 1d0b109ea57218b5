import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import styles from './Breadcrumbs.module.scss';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Home › category › …: the trail above listings and product pages. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.trail}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
