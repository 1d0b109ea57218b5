import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { PageHead } from '../../components/PageHead/PageHead';
import { paths } from '../../lib/paths';
import styles from './NotFoundPage.module.scss';

/**
 * A URL no route matches, inside the layout (top bar, categories, footer): the spec's fallback words
 * and a way home. The route table's `*` route; the server answers it with HTTP 404.
 */
export default function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <PageHead title={t`Page not found`} noindex located={false} />
      <h1 id="not-found-title" className={styles.heading}>
        {t`Unexpected Application Error!`}
      </h1>
      <p className={styles.status}>{t`404 Not Found`}</p>
      <p>{t`There is no page at this address. It may have moved, or the link may be mistyped.`}</p>
      <Link to={paths.home} className={styles.home}>
        {t`Go to the home page`}
      </Link>
    </section>
  );
}
