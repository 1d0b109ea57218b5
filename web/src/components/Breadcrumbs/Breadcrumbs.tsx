import { t } from '@lingui/core/macro';
import { Link, useLocation } from 'react-router-dom';
import { useShopUrls } from '../../hooks/useShopUrls';
import { breadcrumbData } from '../../lib/structuredData';
import { StructuredData } from '../StructuredData/StructuredData';
import styles from './Breadcrumbs.module.scss';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/**
 * The trail as structured data for search engines (a BreadcrumbList, lib/structuredData): every
 * step's page as an absolute URL in the language on show, an unlinked one (the current page) the
 * page's own. `page` names the page when the trail on show stops before it (a product's heading
 * names it). A trail of one step says nothing: none.
 */
function BreadcrumbData({ crumbs, page }: { crumbs: Crumb[]; page: string | undefined }) {
  const { pathname } = useLocation();
  const { urlOf } = useShopUrls();
  const steps = [...crumbs, ...(page ? [{ label: page }] : [])].map((crumb) => ({
    name: crumb.label,
    url: urlOf(crumb.to ?? pathname),
  }));
  return steps.length > 1 ? <StructuredData data={breadcrumbData(steps)} /> : null;
}

/** Home › category › …: the trail above listings and product pages, and the same as structured data. */
export function Breadcrumbs({ crumbs, page }: { crumbs: Crumb[]; page?: string }) {
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
      <BreadcrumbData crumbs={crumbs} page={page} />
    </nav>
  );
}
